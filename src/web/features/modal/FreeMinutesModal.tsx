import { useQuery } from "@tanstack/react-query";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { FREE_CHAT_DAILY_MINUTES } from "../../../common/live.ts";
import { formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { STALE } from "../../api/query.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { FREE_CHAT_TEXTS, fetchFreeAllowance, freeChatKeys } from "../freechat/index.ts";
import { openOverlay } from "../overlay/index.ts";
import type { ModalContentProps } from "./modalStore.ts";
import { MODAL_TEXTS } from "./texts.ts";

/**
 * The fifteen-minutes-preview modal box: the free-chat minutes a day (FREE_CHAT_DAILY_MINUTES),
 * for a logged-in guest those left today (`GET free-chat/allowance`, as /free-chat/ shows them),
 * for a visitor signup and login; and the way to /free-chat/.
 */
export function FreeMinutesModal({ titleId, close }: ModalContentProps) {
  const { language } = useI18n();
  const m = MODAL_TEXTS[language];
  const f = FREE_CHAT_TEXTS[language];
  const guest = (useRouteLoaderData("root") as { guest: TGuest | null } | undefined)?.guest;
  const allowance = useQuery({
    queryKey: freeChatKeys.allowance,
    queryFn: fetchFreeAllowance,
    staleTime: STALE.NONE,
    enabled: Boolean(guest),
  }).data;
  const minutes = allowance?.freeChat.allowanceMinutes ?? FREE_CHAT_DAILY_MINUTES.default;
  const overlay = (flow: "login" | "signup") => () => {
    close();
    openOverlay(flow);
  };
  return (
    <div className="free-minutes-modal">
      <h2 id={titleId}>{fill(m.previewTitle, { minutes: formatNumber(minutes, language) })}</h2>
      <p>
        {fill(m.previewText, {
          minutes: formatNumber(FREE_CHAT_DAILY_MINUTES.default, language),
          vip: formatNumber(FREE_CHAT_DAILY_MINUTES.vip, language),
        })}
      </p>
      {allowance ? (
        <>
          <p className="modal-figure num" data-testid="modal-free-minutes-left">
            {allowance.freeChat.minutesLeft > 0
              ? fill(f.minutesLeft, {
                  left: formatNumber(allowance.freeChat.minutesLeft, language),
                  allowance: formatNumber(allowance.freeChat.allowanceMinutes, language),
                })
              : f.used}
          </p>
          <p className="muted">{f.resets}</p>
        </>
      ) : null}
      <div className="modal-actions">
        <Link className="btn btn-primary" to={buildPath(language, "freeChat")} onClick={close}>
          {m.previewLink}
        </Link>
        {guest ? null : (
          <>
            <button type="button" className="btn btn-secondary" onClick={overlay("signup")}>
              {f.signup}
            </button>
            <button type="button" className="btn btn-ghost" onClick={overlay("login")}>
              {f.login}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
