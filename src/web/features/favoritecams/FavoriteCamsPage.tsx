import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { TFavoriteActor, TFavoriteActors } from "../../../common/contracts/favorites.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { STALE } from "../../api/query.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { ActorTile } from "../catalog/index.ts";
import {
  favoriteKeys,
  favoritesApi,
  HeartIcon,
  usePinnedActors,
  useSetPinned,
  withActorChange,
} from "../favorites/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { PHONE_TEXTS, usePhoneVerifications } from "../phone/index.ts";

/**
 * The favourite cams (spec core §3/§4): the guest's favourite actors with online dots and the
 * online count, flipped live by actor.online/offline (through the socket bridge); unpin and the
 * e-mail, SMS and web-push toggles per actor (SMS once the guest has a verified mobile number).
 */
export function FavoriteCamsPage() {
  const { t, language } = useI18n();
  const client = useQueryClient();
  const key = favoriteKeys.actors(language);
  const query = useQuery({
    queryKey: key,
    queryFn: () => favoritesApi.actors(language),
    staleTime: STALE.NONE,
  });
  const pinned = usePinnedActors();
  const phone = usePhoneVerifications();
  const smsAllowed = phone.data?.hasVerifiedMobile ?? false;

  // A saved change goes into the list at once, and the list is read again: a read that was on its
  // way before the save (a reconnect's) would otherwise bring back the old state.
  const update = (actorId: number, change: Partial<TFavoriteActor>) => {
    client.setQueryData<TFavoriteActors>(key, (list) =>
      list ? withActorChange(list, actorId, change) : list,
    );
    void client.invalidateQueries({ queryKey: key, exact: true });
  };

  if (!query.data && (query.isPending || query.isFetching))
    return (
      <p className="muted" role="status">
        {t.favorites.loading}
      </p>
    );
  if (!query.data)
    return (
      <div className="empty" role="alert">
        <p>{t.favorites.error}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t.favorites.retry}
        </button>
      </div>
    );

  // Unpinned here or in another tab: gone from the list at once.
  const items = query.data.items.filter((item) => !pinned.loaded || pinned.ids.has(item.id));
  const onlineCount = items.filter((item) => item.isOnline).length;
  return (
    <>
      <header className="fav-head">
        <h1>{t.favorites.title}</h1>
        <p className="fav-counts">
          <span className="fav-online" data-testid="favorites-online-count">
            <span className="online-dot" aria-hidden="true" />
            {fill(t.favorites.onlineCount, { count: onlineCount })}
          </span>
          <span className="muted">{fill(t.favorites.total, { count: items.length })}</span>
        </p>
      </header>
      {items.length === 0 ? (
        <div className="empty" data-testid="favorites-empty">
          <p>{t.favorites.empty}</p>
          <Link className="btn btn-primary" to={buildPath(language, "newGirls")}>
            {t.favorites.browse}
          </Link>
        </div>
      ) : (
        <ul className="tile-grid fav-grid" data-testid="favorites-grid">
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="favorite-actor"
              data-actor-id={item.id}
              data-online={item.isOnline}
            >
              <FavoriteCard
                item={item}
                smsAllowed={smsAllowed}
                onChange={(change) => update(item.id, change)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FavoriteCard({
  item,
  smsAllowed,
  onChange,
}: {
  item: TFavoriteActor;
  smsAllowed: boolean;
  onChange(change: Partial<TFavoriteActor>): void;
}) {
  const { t, language } = useI18n();
  const [busy, setBusy] = useState(false);
  // The e-mail setting while it is being saved: shown whatever a list read meanwhile says.
  const [savingEmail, setSavingEmail] = useState<boolean | null>(null);
  const [savingSms, setSavingSms] = useState<boolean | null>(null);
  const [savingPush, setSavingPush] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const setPinned = useSetPinned();
  const emailId = `fav-email-${item.id}`;
  const smsId = `fav-sms-${item.id}`;
  const pushId = `fav-push-${item.id}`;
  const pushNotify = savingPush ?? item.pushNotify;
  const emailNotify = savingEmail ?? item.emailNotify;
  const smsNotify = savingSms ?? item.smsNotify;
  const smsHint = PHONE_TEXTS[language].smsNeedsMobile;

  async function toggleSms(sms: boolean) {
    setSavingSms(sms);
    setError(null);
    try {
      await favoritesApi.setSmsNotify(item.id, sms);
      onChange({ smsNotify: sms });
    } catch {
      setError(t.favorites.saveError);
    } finally {
      setSavingSms(null);
    }
  }

  async function togglePush(push: boolean) {
    setSavingPush(push);
    setError(null);
    try {
      await favoritesApi.setPushNotify(item.id, push);
      onChange({ pushNotify: push });
    } catch {
      setError(t.favorites.saveError);
    } finally {
      setSavingPush(null);
    }
  }

  async function toggleEmail(email: boolean) {
    setSavingEmail(email);
    setError(null);
    try {
      await favoritesApi.setEmailNotify(item.id, email);
      onChange({ emailNotify: email });
    } catch {
      setError(t.favorites.saveError);
    } finally {
      setSavingEmail(null);
    }
  }

  async function remove() {
    setBusy(true);
    const ok = await setPinned("actor", item.id, false);
    setBusy(false);
    if (!ok) setError(t.favorites.pinError);
  }

  return (
    <div className="fav-card">
      <ActorTile actor={item} pinToggle={false} />
      <div className="fav-controls">
        <label className="fav-switch" htmlFor={emailId}>
          <input
            id={emailId}
            type="checkbox"
            role="switch"
            aria-checked={emailNotify}
            checked={emailNotify}
            disabled={busy || savingEmail !== null}
            onChange={(event) => void toggleEmail(event.currentTarget.checked)}
          />
          <span>{t.favorites.emailNotify}</span>
        </label>
        <label
          className={smsAllowed ? "fav-switch" : "fav-switch is-disabled"}
          htmlFor={smsId}
          title={smsAllowed ? undefined : smsHint}
        >
          <input
            id={smsId}
            type="checkbox"
            role="switch"
            aria-checked={smsNotify}
            checked={smsNotify}
            disabled={!smsAllowed || busy || savingSms !== null}
            aria-describedby={smsAllowed ? undefined : `${smsId}-hint`}
            data-testid="favorite-sms"
            onChange={(event) => void toggleSms(event.currentTarget.checked)}
          />
          <span>{t.favorites.smsNotify}</span>
        </label>
        <label className="fav-switch" htmlFor={pushId}>
          <input
            id={pushId}
            type="checkbox"
            role="switch"
            aria-checked={pushNotify}
            checked={pushNotify}
            disabled={busy || savingPush !== null}
            data-testid="favorite-push"
            onChange={(event) => void togglePush(event.currentTarget.checked)}
          />
          <span>{t.favorites.pushNotify}</span>
        </label>
        {smsAllowed ? null : (
          <p id={`${smsId}-hint`} className="fav-hint">
            <Link to={`${buildPath(language, "accountProfile")}#phone`}>{smsHint}</Link>
          </p>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-small fav-remove"
          disabled={busy}
          aria-label={fill(t.favorites.removeLabel, { name: item.name })}
          onClick={() => void remove()}
        >
          <HeartIcon filled /> {t.favorites.remove}
        </button>
        {error ? (
          <p className="fav-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** What an anonymous guest sees: what favourites are for, and login/signup. */
export function FavoriteCamsTeaser() {
  const { t } = useI18n();
  return (
    <section className="fav-teaser" data-testid="favorites-teaser" aria-labelledby="fav-teaser-title">
      <div className="fav-teaser-art" aria-hidden="true">
        <HeartIcon filled />
      </div>
      <div>
        <p className="fav-kicker">{t.favorites.title}</p>
        <h1 id="fav-teaser-title">{t.favorites.teaserTitle}</h1>
        <p className="muted">{t.favorites.teaserText}</p>
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("signup")}>
            {t.nav.signup}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => openOverlay("login")}>
            {t.nav.login}
          </button>
        </div>
      </div>
    </section>
  );
}
