import { useEffect, useRef, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { formatMoney } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { openOverlay } from "../overlay/overlayStore.ts";
import { loginThen, takePostLoginAction } from "../overlay/postLogin.ts";
import { buyItem } from "../purchase/buy.ts";

type State = "idle" | "busy" | "playing";

async function restJson<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ ok: boolean; status: number; body: T }> {
  const response = await fetch(path, { credentials: "same-origin", ...init });
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

/**
 * The video stage: the free preview clip, and for a logged-in guest the purchase (idempotent, so a
 * double click never pays twice) and the full video through its signed URL.
 */
export function VideoPlayer({ video }: { video: TVideo }) {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const [bought, setBought] = useState(video.guestInfo.bought);
  const [state, setState] = useState<State>("idle");
  const [message, setMessage] = useState<string | null>(null);
  /** The overlay flow that lifts what stopped the guest (top-up, age check, VIP club). */
  const [remedy, setRemedy] = useState<"moneycharge" | "avs" | "vipabo" | null>(null);
  const [fullUrl, setFullUrl] = useState<string | null>(null);
  const player = useRef<HTMLVideoElement>(null);
  const revalidator = useRevalidator();
  const entitled = video.free || bought;

  // The page is shared by all guests; what this guest owns is asked for after hydration.
  useEffect(() => {
    if (!guest) return;
    void restJson<TVideo>(`/rest/v1/video/${video.id}`).then(({ ok, body }) => {
      if (ok) setBought(body.guestInfo.bought);
    });
  }, [guest, video.id]);

  useEffect(() => {
    if (fullUrl) void player.current?.play().catch(() => undefined);
  }, [fullUrl]);

  async function watch() {
    setState("busy");
    setMessage(null);
    const { ok, body } = await restJson<{ url?: string; error?: { details?: { restriction?: string } } }>(
      `/rest/v1/video/${video.id}/play`,
    );
    if (ok && body.url) {
      setFullUrl(body.url);
      setState("playing");
      return;
    }
    const restriction = body.error?.details?.restriction;
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

  async function buy() {
    setState("busy");
    setMessage(null);
    setRemedy(null);
    const answer = await buyItem("video", video.id);
    setState("idle");
    if (answer.ok) {
      setBought(true);
      // The navbar balance comes from the server: load the page data again.
      void revalidator.revalidate();
      return;
    }
    setMessage(answer.status === 402 ? t.player.notEnough : t.player.error);
    setRemedy(answer.status === 402 ? "moneycharge" : null);
  }

  // "Buy" pressed before logging in: the purchase runs once the guest is back, logged in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per guest and video
  useEffect(() => {
    if (!guest) return;
    const saved = takePostLoginAction(
      (action) => action.type === "buy" && action.itemType === "video" && action.itemId === video.id,
    );
    if (saved && !video.free) void buy();
  }, [guest, video.id]);

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
            ratio="16x9"
            sizes="(min-width: 992px) 66vw, 100vw"
            priority
          />
        )}
      </div>
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
            disabled={state === "busy"}
          >
            {fill(t.player.buy, { price: formatMoney(video.price) })}
          </button>
        )}
        {bought ? <span className="badge badge-free">{t.player.bought}</span> : null}
        {message ? (
          <p className="player-message" role="alert">
            {message}
          </p>
        ) : null}
        {remedy ? (
          <button type="button" className="btn btn-ghost" onClick={() => openOverlay(remedy)}>
            {t.pay.titles[remedy]}
          </button>
        ) : null}
      </div>
    </div>
  );
}
