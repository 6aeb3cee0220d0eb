import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { berlinTime } from "../../../common/berlinTime.ts";
import type { TCamShow, TTicketPrice, TTicketResult } from "../../../common/contracts/camshows.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins, formatEuroValue, formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { isApiError } from "../../api/rest.ts";
import type { ChargeOutcome } from "../../api/useCharge.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Price } from "../../ui/Price.tsx";
import { LiveChatStarter } from "../livechat/index.ts";
import { openOverlay } from "../overlay/index.ts";
import type { PurchaseOffer } from "../purchase/index.ts";
import { fetchTicketPrice, removeChatTicket, useBuyTicket } from "./api.ts";
import type { CamShowTexts } from "./texts.ts";

// The chat screen (and the players it brings) loads when a guest joins a show, not with the list:
// LiveChatStarter is livechat's chunk. The question before giving a ticket back loads when asked.
const ConfirmDialog = lazy(() =>
  import("../../ui/ConfirmDialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

/** "1 h 05 min" / "12:03" style countdown to a start. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, "0")} min`;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

type Mode = "idle" | "confirmRemove" | "busy" | "joining";

/**
 * One show of the calendar: performer, title, time, price (VXC with its euro value), seats left and
 * the countdown; buying the ticket after the purchase confirmation (issue 27: price, balance after
 * it, the promo code field) and giving it back after its own question; joining once it has begun
 * (a LIVESHOW chat, admitted with the ticket).
 */
export function ShowCard(props: {
  show: TCamShow;
  texts: CamShowTexts;
  language: Language;
  loggedIn: boolean;
  /** This guest's flags (bought, may buy) are read: until then a logged-in guest sees no actions. */
  personal: boolean;
  now: number;
  onChanged: () => void;
}) {
  const { show, texts: t, language, loggedIn, now } = props;
  const [mode, setMode] = useState<Mode>("idle");
  const ticket = useBuyTicket(language);
  const { t: site } = useI18n();
  const [note, setNote] = useState<{
    text: string;
    topUp?: boolean;
    error?: boolean;
    retry?: boolean;
  } | null>(null);
  // The promo code typed in the confirmation, and its price once applied (shown before the purchase).
  const [promoCode, setPromoCode] = useState("");
  const [quote, setQuote] = useState<TTicketPrice | null>(null);
  const latest = useRef({ promoCode, quote });
  latest.current = { promoCode, quote };
  const start = new Date(show.start);
  const priceOf = (coins: number) => `${formatCoins(coins, language)} (${formatEuroValue(coins, language)})`;

  const refused = (error: unknown) => {
    if (isApiError(error, "UNAUTHENTICATED")) openOverlay("login");
    const code = isApiError(error)
      ? (error.details as { errorCode?: number } | undefined)?.errorCode
      : undefined;
    if (isApiError(error, "INSUFFICIENT_FUNDS")) setNote({ text: t.needCoins, topUp: true, error: true });
    else setNote({ text: (code !== undefined && t.refusal[code]) || t.failed, error: true });
  };

  const applyCode = async () => {
    setNote(null);
    try {
      setQuote(await fetchTicketPrice(show.id, latest.current.promoCode.trim(), language));
    } catch (error) {
      setQuote(null);
      refused(error);
    }
  };

  // The promo code field, inside the purchase confirmation.
  const promoField = show.isFree ? undefined : (
    <div className="show-promo">
      <label htmlFor={`show-promo-${show.id}`}>{t.promoLabel}</label>
      <input
        id={`show-promo-${show.id}`}
        className="show-promo-input"
        data-testid="show-promo"
        value={promoCode}
        maxLength={32}
        autoComplete="off"
        onChange={(event) => {
          setPromoCode(event.target.value);
          setQuote(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && promoCode.trim()) {
            event.preventDefault();
            void applyCode();
          }
        }}
      />
      <button
        type="button"
        className="btn btn-ghost btn-small"
        data-testid="show-promo-apply"
        disabled={!promoCode.trim()}
        onClick={() => void applyCode()}
      >
        {t.promoApply}
      </button>
      {quote ? (
        <p className="show-promo-price" role="status" data-testid="show-promo-price">
          {fill(t.promoPrice, {
            code: quote.promoCode,
            price: priceOf(quote.price.value),
            listPrice: formatCoins(quote.listPrice, language),
          })}
        </p>
      ) : null}
    </div>
  );
  const price = quote ? quote.price.value : show.price.value;
  const offer: PurchaseOffer = {
    kind: "ticket",
    title: show.title,
    titleLanguage: show.titleLanguage,
    detail: `${show.actorName} · ${berlinTime(show.start)}`,
    price,
    extra: promoField,
  };
  // The open confirmation follows the field and the applied price.
  const { update, asking } = ticket;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offer is rebuilt from these
  useEffect(() => {
    if (asking) update(offer);
  }, [asking, promoCode, quote, update]);

  const resetPromo = () => {
    setQuote(null);
    setPromoCode("");
  };

  const buy = async () => {
    setNote(null);
    const answer = await ticket.buy(
      offer,
      () => ({
        id: show.id,
        actorId: show.actorId,
        start: show.start,
        promoCode: latest.current.quote ? latest.current.promoCode.trim() : null,
      }),
      {
        // A code typed but not applied yet: show its price first, buy on the next confirmation.
        before: async () => {
          const typed = latest.current.promoCode.trim();
          if (!typed || latest.current.quote?.promoCode.toLowerCase() === typed.toLowerCase()) return true;
          await applyCode();
          return false;
        },
      },
    );
    if (!answer) {
      resetPromo();
      return;
    }
    setMode("busy");
    await settle(answer);
  };

  const settle = async (answer: ChargeOutcome<TTicketResult>) => {
    if (!answer.ok && answer.retry) {
      // The answer was lost: "Try again" sends the same attempt (it pays once).
      setNote({ text: site.charge.noAnswer, error: true, retry: true });
      setMode("idle");
      return;
    }
    if (answer.ok) setNote({ text: t.thanks });
    else refused(answer.error);
    resetPromo();
    setMode("idle");
    props.onChanged();
  };

  const retry = async () => {
    const again = ticket.retry();
    if (!again) return;
    setNote(null);
    setMode("busy");
    await settle(await again);
  };

  const giveBack = async () => {
    setMode("busy");
    try {
      await removeChatTicket(show.id, language);
      setNote({ text: t.removed });
    } catch (error) {
      refused(error);
    }
    setMode("idle");
    props.onChanged();
  };

  if (mode === "joining")
    return (
      <li className="show-card is-joining">
        <Suspense fallback={null}>
          <LiveChatStarter
            actorId={show.actorId}
            actorName={show.actorName}
            chatType="LIVESHOW"
            onDone={() => setMode("idle")}
          />
        </Suspense>
      </li>
    );
  return (
    <li
      className={`show-card${show.isFeatured ? " is-featured" : ""}`}
      data-testid="show-card"
      data-show-id={show.id}
    >
      <div className="show-card-head">
        <time className="show-time num" dateTime={show.start}>
          {berlinTime(show.start)}
        </time>
        {show.hasStarted ? <span className="badge badge-live">{t.live}</span> : null}
        {show.isFeatured ? <span className="badge badge-featured">{t.featured}</span> : null}
      </div>
      <h3 className="show-title" lang={textLang(show.titleLanguage, language)}>
        {show.title}
      </h3>
      <p className="show-actor">
        <Link to={buildPath(language, "actorProfile", { actorName: show.actorName })}>{show.actorName}</Link>
        {" · "}
        {fill(t.minutes, { count: formatNumber(show.lengthMinutes, language) })}
      </p>
      {show.description ? (
        <p className="show-description" lang={textLang(show.descriptionLanguage, language)}>
          {show.description}
        </p>
      ) : null}
      <div className="show-facts">
        <Price price={show.price} free={show.isFree} freeLabel={t.free} language={language} euro pill />
        <span className="show-seats num">
          {show.seatsLeft > 0
            ? fill(t.seatsLeft, { count: formatNumber(show.seatsLeft, language) })
            : t.soldOut}
        </span>
        {!show.hasStarted ? (
          <span className="show-countdown num" data-testid="show-countdown">
            {fill(t.startsIn, { time: countdown(start.getTime() - now) })}
          </span>
        ) : null}
      </div>
      {mode === "confirmRemove" ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.confirmRemove}
            confirmLabel={t.remove}
            cancelLabel={t.cancel}
            onConfirm={() => void giveBack()}
            onCancel={() => setMode("idle")}
            testId="show-remove-confirmation"
          >
            <p>
              <span lang={textLang(show.titleLanguage, language)}>{show.title}</span> ·{" "}
              {berlinTime(show.start)}
            </p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
      {!props.personal ? (
        <div className="show-actions" aria-busy="true" data-testid="show-actions-pending" />
      ) : (
        <div className="show-actions">
          {show.isBought ? <span className="show-bought">{t.bought}</span> : null}
          {show.isBought && show.hasStarted ? (
            <button
              type="button"
              className="btn btn-primary"
              data-testid="show-join"
              onClick={() => setMode("joining")}
            >
              {t.join}
            </button>
          ) : null}
          {show.isFree && show.hasStarted && !show.isBought ? (
            loggedIn ? (
              <button
                type="button"
                className="btn btn-primary"
                data-testid="show-join-free"
                onClick={() => setMode("joining")}
              >
                {t.joinFree}
              </button>
            ) : (
              <button type="button" className="btn btn-secondary" onClick={() => openOverlay("login")}>
                {t.login}
              </button>
            )
          ) : null}
          {show.isBought && !show.hasStarted ? (
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="show-remove"
              disabled={mode === "busy"}
              onClick={() => setMode("confirmRemove")}
            >
              {t.remove}
            </button>
          ) : null}
          {show.canBuy ? (
            loggedIn ? (
              <button
                type="button"
                className="btn btn-primary"
                data-testid="show-buy"
                disabled={mode === "busy" || ticket.pending}
                onClick={() => void buy()}
              >
                {show.isFree ? t.buyFree : t.buy}
              </button>
            ) : (
              <button type="button" className="btn btn-secondary" onClick={() => openOverlay("login")}>
                {t.login}
              </button>
            )
          ) : null}
        </div>
      )}
      {note ? (
        <p className={`show-note${note.error ? " is-error" : ""}`} role={note.error ? "alert" : "status"}>
          {note.text}{" "}
          {note.retry ? (
            <button
              type="button"
              className="btn btn-primary btn-small"
              disabled={mode === "busy"}
              onClick={() => void retry()}
              data-testid="charge-retry"
            >
              {site.charge.retry}
            </button>
          ) : null}
          {note.topUp ? (
            <button
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => openOverlay("moneycharge")}
            >
              {t.topUp}
            </button>
          ) : null}
        </p>
      ) : null}
      {ticket.confirmation}
    </li>
  );
}
