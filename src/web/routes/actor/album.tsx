import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { actorSeo, useActor } from "../../features/actor/index.ts";
import {
  AlbumComments,
  PictureViewer,
  RatingButtons,
  useAlbumState,
  type ViewerPicture,
} from "../../features/albums/index.ts";
import "../../features/albums/albums.css";
import { PinToggle } from "../../features/favorites/index.ts";
import { openOverlay } from "../../features/overlay/index.ts";
import { AlbumBuy } from "../../features/purchase/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { seoImage, seoMeta } from "../../features/seo/index.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import type { Route } from "./+types/album";

/**
 * An album: all pictures when free, otherwise the first pictures as preview and the rest locked;
 * 18-rated pictures only after an accepted age check (a tile asks for it in their place).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const albumId = Number(match.params.albumId);
  const valid = Number.isSafeInteger(albumId) && albumId > 0;
  // A bought album opens all its pictures, an accepted age check the 18-rated ones (both read per
  // guest; the shared anonymous page has neither, so it never carries an 18-rated picture).
  const owned = valid && (await context.owns("album", albumId));
  const ageChecked = context.guest?.hasAvs === true;
  // A running VIP club opens a VIP album as its purchase does (the server's one rule decides).
  const vip = context.guest?.isVip === true;
  const album = notFoundUnless(
    valid
      ? await context.catalog.album(
          language,
          actor.id,
          albumId,
          owned,
          ageChecked,
          context.guest?.id ?? null,
          vip,
        )
      : null,
  );
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: "actorAlbum",
    params: { actorName: actor.name, albumId: album.id },
    title: `${album.title} – ${actor.name}`,
    description: album.description || album.title,
  });
  // An album's link preview is its cover (the actor's picture when it has none), not a profile.
  seo.type = "website";
  seo.image = seoImage(context.publicUrl, album.cover, album.title) ?? seo.image;
  seo.properties = [];
  return { album, seo, owned };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Album({ loaderData }: Route.ComponentProps) {
  const { album, owned } = loaderData;
  const actor = useActor();
  const { t, language } = useI18n();
  const open = album.free || owned || album.openedByVip;
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  // Counters and the guest's ratings are live (the page itself is cached for everyone).
  const live = useAlbumState(album.id, owned);
  const canRate = live.state?.canRate ?? false;
  const ageLockedCount = album.pictures.filter((picture) => picture.locked === "needAgeCheck").length;
  // The age check runs in the overlay (an anonymous guest logs in first); its success reloads the
  // loaders, and the page then carries this guest's 18-rated pictures.
  const verifyAge = () => openOverlay("avs");
  // The full-size viewer pages through the pictures this guest may see.
  const viewerPictures: ViewerPicture[] = album.pictures.flatMap((picture, index) =>
    picture.image && !picture.locked
      ? [{ id: picture.id, number: index + 1, image: picture.image, alt: `${album.title} ${index + 1}` }]
      : [],
  );
  const viewable = new Set(viewerPictures.map((picture) => picture.id));
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <article className="album">
      <header className="page-header">
        <div>
          <Link className="back-link" to={buildPath(language, "actorPictures", { actorName: actor.name })}>
            <Icon name="chevronLeft" /> {t.album.backToAlbums}
          </Link>
          <h2 lang={textLang(album.titleLanguage, language)}>{album.title}</h2>
          <p className="muted num">
            {plural(t, album.pictureCount, t.album.pictures)} ·{" "}
            <span data-testid="album-views">
              {plural(t, live.state?.albumTotalViews ?? album.albumTotalViews, t.album.views)}
            </span>
          </p>
          <RatingButtons
            rating={live.state}
            canRate={canRate}
            loggedIn={loggedIn}
            likeLabel={t.albums.likeAlbum}
            dislikeLabel={t.albums.dislikeAlbum}
            onRate={live.rateAlbum}
          />
          {album.description ? (
            <p lang={textLang(album.descriptionLanguage, language)}>{album.description}</p>
          ) : null}
        </div>
        <div className="album-buy">
          {album.isVipContent ? <Badge tone="vip">{t.album.vip}</Badge> : null}
          {album.isPrivateShop ? <Badge>{t.album.privateShop}</Badge> : null}
          {album.openedByVip ? (
            <p className="album-vip-open" data-testid="album-vip-open">
              {t.album.vipOpen}
            </p>
          ) : (
            <AlbumBuy album={album} owned={owned} />
          )}
          {album.isVipContent && !album.openedByVip && !owned ? (
            <Link className="album-vip-join" to={buildPath(language, "vipClub")} data-testid="album-vip-join">
              {t.album.vipJoin}
            </Link>
          ) : null}
          <PinToggle
            objectType="album"
            objectId={album.id}
            name={fill(t.pins.album, { title: album.title })}
          />
        </div>
      </header>
      {ageLockedCount > 0 ? (
        <div className="album-age-notice" data-testid="album-age-notice">
          <p>
            <span className="age-mark" aria-hidden="true">
              18+
            </span>{" "}
            {t.album.ageNotice}
          </p>
          <button type="button" className="btn btn-primary" onClick={verifyAge}>
            {t.album.ageCheckAction}
          </button>
        </div>
      ) : null}
      <ul className="tile-grid album-pictures">
        {album.pictures.map((picture, index) => {
          const locked = picture.locked;
          const className =
            locked === "needAgeCheck" ? "picture age-locked" : locked ? "picture locked" : "picture";
          return (
            <li key={picture.id} className={className} data-lock={locked ?? undefined}>
              {viewable.has(picture.id) ? (
                <button
                  type="button"
                  className="picture-open"
                  aria-label={fill(t.album.openPicture, { number: index + 1 })}
                  onClick={() => setViewing(viewerPictures.findIndex((p) => p.id === picture.id))}
                >
                  <Img
                    image={picture.image}
                    alt={`${album.title} ${index + 1}`}
                    altLang={textLang(album.titleLanguage, language)}
                    ratio="3x4"
                    sizes={TILE_SIZES}
                  />
                </button>
              ) : (
                <Img
                  image={picture.image}
                  alt={
                    locked === "needAgeCheck"
                      ? t.album.ageLocked
                      : locked
                        ? t.album.locked
                        : `${album.title} ${index + 1}`
                  }
                  altLang={locked ? undefined : textLang(album.titleLanguage, language)}
                  ratio="3x4"
                  sizes={TILE_SIZES}
                />
              )}
              {locked === "needAgeCheck" ? (
                <div className="picture-age-lock">
                  <span className="age-mark" aria-hidden="true">
                    18+
                  </span>
                  <span className="picture-age-text">{t.album.ageLocked}</span>
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    aria-label={fill(t.album.ageCheckPicture, { number: index + 1 })}
                    onClick={verifyAge}
                    data-testid="age-check-picture"
                  >
                    {t.album.ageCheckAction}
                  </button>
                </div>
              ) : locked ? (
                <span className="picture-lock">
                  <Icon name="lock" label={t.album.locked} />
                </span>
              ) : !open ? (
                <span className="tile-badges">
                  <Badge>{t.album.preview}</Badge>
                </span>
              ) : null}
              <PinToggle
                objectType="picture"
                objectId={picture.id}
                name={fill(t.pins.picture, { number: index + 1, title: album.title })}
                variant="tile"
              />
              {/* Likes only where the picture can be seen: a locked picture carries no counts. */}
              {locked ? null : (
                <RatingButtons
                  variant="tile"
                  rating={live.state?.pictures.find((p) => p.id === picture.id) ?? null}
                  canRate={canRate}
                  loggedIn={loggedIn}
                  likeLabel={fill(t.albums.likePicture, { number: index + 1 })}
                  dislikeLabel={fill(t.albums.dislikePicture, { number: index + 1 })}
                  onRate={(pressed) => live.ratePicture(picture.id, pressed)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <PictureViewer
        title={album.title}
        pictures={viewerPictures}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
      <AlbumComments albumId={album.id} owned={owned} />
    </article>
  );
}
