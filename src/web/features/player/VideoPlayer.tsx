import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { formatMoney } from "../../../common/money.ts";
import { ApiError, rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Img } from "../../ui/Img.tsx";
import { catalogKeys } from "../catalog/index.ts";
import { loginThen, openOverlay, takePostLoginAction } from "../overlay/index.ts";
import { lacksCoins, spendLimitText, useBuyItem } from "../purchase/index.ts";

type State = "idle" | "busy" | "playing";

/**
 * The video stage: the free preview clip, and for a logged-in guest the purchase (after its
 * confirmation, issue 27; idempotent, so a double click never pays twice) and the full video through its signed URL. With `fullUrl` given,
 * the page's buy box (purchase/BuyBox) buys and asks for the URL: the player shows only the stage.
 */
export function VideoPlayer({ video, fullUrl: givenUrl }: { video: TVideo; fullUrl?: string | null }) {
  const external = givenUrl !== undefined;
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  // The page is shared by all guests; what this guest owns is asked for after hydration.
  const own = useQuery({
    queryKey: catalogKeys.video(video.id),
    queryFn: () => rest<TVideo>(`video/${video.id}`),
    enabled: Boolean(guest),
  });
  const [boughtHere, setBought] = useState(false);
  const bought = boughtHere || (own.data ?? video).guestInfo.bought;
  const [state, setState] = useState<State>("idle");
  const [message, setMessage] = useState<string | null>(null);
  /** The overlay flow that lifts what stopped the guest (top-up, age check, VIP club). */
  const [remedy, setRemedy] = useState<"moneycharge" | "avs" | "vipabo" | null>(null);
  const [ownUrl, setFullUrl] = useState<string | null>(null);
  const fullUrl = external ? givenUrl : ownUrl;
  const player = useRef<HTMLVideoElement>(null);
  const revalidator = useRevalidator();
  const buying = useBuyItem();
  /** The last purchase's answer was lost: "Try again" sends the same attempt. */
  const [retry, setRetry] = useState(false);
  const entitled = video.free || bought;

  useEffect(() => {
    if (fullUrl) void player.current?.play().catch(() => undefined);
  }, [fullUrl]);

  async function watch() {
    setState("busy");
    setMessage(null);
    let restriction: unknown;
    try {
      const body = await rest<{ url?: string }>(`video/${video.id}/play`);
      if (body?.url) {
        setFullUrl(body.url);
        setState("playing");
        return;
      }
    } catch (error) {
      if (error instanceof ApiError)
        restriction = (error.details as { restriction?: unknown } | undefined)?.restriction;
    }
    setRemedy(restriction === "needAgeCheck" ? "avs" : restriction === "needAbo" ? "vipabo" : null);
    setMessage(
      restriction === "needAgeCheck"
        ? t.player.needAgeCheck
        : restriction === "needAbo"
          ? t.player.needAbo
          : t.player.error,
    );
    setState("idle");
  }

  /**
   * Asks with the price and the balance after it (issue 27; with one click under the limit it does
   * not), then buys; `again` is a lost answer's retry of the purchase already confirmed.
   */
  async function buy(options: { always?: boolean; again?: boolean } = {}) {
    setMessage(null);
    setRemedy(null);
    setRetry(false);
    const coins = formatMoney(video.price, language);
    const asked = options.again
      ? buying.retry()
      : buying.buy(
          {
            kind: "video",
            title: video.title,
            titleLanguage: video.titleLanguage,
            price: video.price.value,
            confirmLabel: fill(t.player.buy, { price: coins }),
          },
          () => ({ itemType: "video" as const, itemId: video.id }),
          { always: options.always },
        );
    const answer = await asked;
    if (!answer) return;
    if (answer.ok) {
      setBought(true);
      // The navbar balance comes from the server: load the page data again.
      void revalidator.revalidate();
      return;
    }
    const { code, details } = answer.error;
    setRetry(answer.retry);
    setMessage(
      answer.retry
        ? t.charge.noAnswer
        : lacksCoins(code)
          ? t.player.notEnough
          : code === "SPEND_LIMIT"
            ? await spendLimitText(details, language)
            : t.player.error,
    );
    setRemedy(lacksCoins(code) ? "moneycharge" : null);
  }

  // "Buy" pressed before logging in: once the guest is back, logged in, the confirmation asks (in
  // any case: never a purchase by itself after a page load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per guest and video
  useEffect(() => {
    if (!guest || external) return;
    const saved = takePostLoginAction(
      (action) => action.type === "buy" && action.itemType === "video" && action.itemId === video.id,
    );
    if (saved && !video.free) void buy({ always: true });
  }, [guest, video.id]);

  // The preview's poster is the page's largest paint: asked for at once from the head (the browser
  // finds a <video> poster only late), issue 13.
  if (!fullUrl && video.previewVideoUrl && video.preview) {
    preload(video.preview.src, { as: "image", fetchPriority: "high" });
  }

  return (
    <div className="video-player">
      <div className="video-stage">
        {fullUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: demo clips carry no speech to caption
          <video
            ref={player}
            className="video-element"
            src={fullUrl}
            controls
            playsInline
            data-testid="full-video"
          />
        ) : video.previewVideoUrl ? (
          <video
            className="video-element"
            src={video.previewVideoUrl}
            poster={video.preview?.src}
            controls
            muted
            playsInline
            preload="none"
            aria-label={t.player.preview}
          />
        ) : (
          <Img
            image={video.preview}
            alt={video.title}
            altLang={textLang(video.titleLanguage, language)}
            ratio="16x9"
            sizes="(min-width: 992px) 66vw, 100vw"
            priority
          />
        )}
      </div>
      {external ? null : (
        <div className="player-actions">
          {!guest ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                video.free
                  ? openOverlay("login")
                  : loginThen({ type: "buy", itemType: "video", itemId: video.id })
              }
            >
              {video.free ? t.player.watch : t.player.loginToBuy}
            </button>
          ) : entitled || video.vip ? (
            state === "playing" ? null : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void watch()}
                disabled={state === "busy"}
              >
                {t.player.watch}
              </button>
            )
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void buy()}
              disabled={state === "busy" || buying.pending}
            >
              {fill(t.player.buy, { price: formatMoney(video.price, language) })}
            </button>
          )}
          {bought ? <span className="badge badge-free">{t.player.bought}</span> : null}
          {message ? (
            <p className="player-message" role="alert">
              {message}
            </p>
          ) : null}
          {retry && !bought ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void buy({ again: true })}
              disabled={state === "busy" || buying.pending}
              data-testid="charge-retry"
            >
              {t.charge.retry}
            </button>
          ) : null}
          {remedy ? (
            <button type="button" className="btn btn-ghost" onClick={() => openOverlay(remedy)}>
              {t.pay.titles[remedy]}
            </button>
          ) : null}
        </div>
      )}
      {buying.confirmation}
    </div>
  );
}
