import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Link } from "react-router";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import type { TFreeChatAllowance } from "../../../common/contracts/freeChat.ts";
import { FREE_CHAT_DAILY_MINUTES } from "../../../common/live.ts";
import { formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { STALE } from "../../api/query.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { CamTile, camsKeys, fetchCams, useCamsFollowSocket } from "../cams/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useRealtime } from "../realtime/index.ts";
import { fetchFreeAllowance, freeChatKeys } from "./api.ts";
import { ConversionOffer } from "./ConversionOffer.tsx";
import { FREE_CHAT_TEXTS } from "./texts.ts";
import "../cams/cams.css";
import "./freechat.css";

/** Besides the socket (free shows start and stop with a push), the list is read again this often. */
const FREE_CHAT_REFRESH_MS = 20_000;

/**
 * /free-chat/: the performers in a free show now (the /cams/ list's tiles with their live stills,
 * those with free chat) and the guest's free minutes and previews left today. The list follows
 * performers coming and going (socket) and is read again every 20 s; the allowance after a chat
 * ends or a minute is counted.
 */
export function FreeChatPage({ initial, loggedIn }: { initial: TCamTile[]; loggedIn: boolean }) {
  const { language } = useI18n();
  const f = FREE_CHAT_TEXTS[language];
  const cams = useQuery({
    queryKey: camsKeys.list(language),
    queryFn: () => fetchCams(language),
    initialData: initial,
    refetchInterval: FREE_CHAT_REFRESH_MS,
  }).data;
  const client = useQueryClient();
  useCamsFollowSocket();
  useRealtime(["chat.end", "livechat.started", "livechat.minute"], () => {
    void client.invalidateQueries({ queryKey: freeChatKeys.allowance });
  });
  const free = cams.filter((cam) => cam.freeChat);
  return (
    <div className="container cams-page free-chat-page">
      <header className="page-header">
        <div>
          <h1>{f.title}</h1>
          <p>{f.intro}</p>
        </div>
        <p className="cams-count num" data-testid="free-chat-count" aria-live="polite">
          {fill(f.count, { count: formatNumber(free.length, language) })}
        </p>
      </header>
      {loggedIn ? <Allowance cams={cams} /> : <AnonymousAllowance />}
      {free.length > 0 ? (
        <ul className="tile-grid cams-grid" data-testid="free-chat-grid">
          {free.map((cam) => (
            <li key={cam.id}>
              <CamTile cam={cam} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="cams-empty" data-testid="free-chat-empty">
          {f.nobody}{" "}
          <Link to={buildPath(language, "cams")} className="text-link">
            {f.allCams}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The logged-in guest's free minutes and previews left today, and a new guest's conversion chat. */
function Allowance({ cams }: { cams: TCamTile[] }) {
  const allowance = useQuery({
    queryKey: freeChatKeys.allowance,
    queryFn: fetchFreeAllowance,
    staleTime: STALE.NONE,
  }).data;
  const client = useQueryClient();
  const reread = useCallback(
    () => void client.invalidateQueries({ queryKey: freeChatKeys.allowance }),
    [client],
  );
  const conversion = allowance?.conversionChat;
  return (
    <>
      {conversion?.countdownEnd ? (
        <ConversionOffer
          countdownEnd={conversion.countdownEnd}
          actorIds={conversion.actorIds}
          cams={cams}
          onOver={reread}
          access={conversion.access}
        />
      ) : null}
      <AllowanceBox allowance={allowance} />
    </>
  );
}

function AllowanceBox({ allowance }: { allowance: TFreeChatAllowance | undefined }) {
  const { language } = useI18n();
  const f = FREE_CHAT_TEXTS[language];
  return (
    <section
      className="free-chat-allowance"
      data-testid="free-chat-allowance"
      aria-labelledby="free-allowance"
    >
      <h2 id="free-allowance">{f.allowanceTitle}</h2>
      {allowance ? (
        <>
          <p className="free-chat-minutes num" data-testid="free-minutes-left">
            {allowance.freeChat.minutesLeft > 0
              ? fill(f.minutesLeft, {
                  left: formatNumber(allowance.freeChat.minutesLeft, language),
                  allowance: formatNumber(allowance.freeChat.allowanceMinutes, language),
                })
              : f.used}
          </p>
          <meter
            min={0}
            max={allowance.freeChat.allowanceMinutes}
            value={allowance.freeChat.minutesLeft}
            aria-hidden="true"
          />
          <p className="num" data-testid="free-previews-left">
            {fill(f.previewsLeft, {
              left: formatNumber(allowance.previews.left, language),
              limit: formatNumber(allowance.previews.limit, language),
            })}
          </p>
          <p className="muted">{f.resets}</p>
        </>
      ) : (
        <p className="muted" aria-busy="true">
          …
        </p>
      )}
    </section>
  );
}

/** A visitor: how many free minutes a day an account gets, and login/signup. */
function AnonymousAllowance() {
  const { language } = useI18n();
  const f = FREE_CHAT_TEXTS[language];
  return (
    <section className="free-chat-allowance" data-testid="free-chat-allowance">
      <p>{fill(f.anonymous, { allowance: formatNumber(FREE_CHAT_DAILY_MINUTES.default, language) })}</p>
      <div className="hero-actions">
        <button type="button" className="btn btn-primary" onClick={() => openOverlay("signup")}>
          {f.signup}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => openOverlay("login")}>
          {f.login}
        </button>
      </div>
    </section>
  );
}
