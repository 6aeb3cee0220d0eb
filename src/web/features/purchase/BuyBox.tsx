import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { formatCoins, formatEuroValue, type Money } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Price } from "../../ui/Price.tsx";
import { loginThen, openOverlay, takePostLoginAction } from "../overlay/index.ts";
import { lacksCoins, spendLimitText, useBuyItem } from "./buy.ts";
import "./buyBox.css";

export interface BuyBoxItem {
  itemType: "video" | "album";
  id: number;
  title: string;
  price: Money;
  basePrice?: Money;
  free: boolean;
}

/**
 * The price box of a video or an album (issue 12): the price in VXC with its euro value, and a
 * button beside it that names the price. A guest who pressed "Log in to buy" is asked once more
 * after the login, with the price shown (never a purchase by itself); after buying the box says
 * the item is owned. `ready` is false while this guest's ownership is still being read.
 */
export function BuyBox(props: {
  item: BuyBoxItem;
  owned: boolean;
  ready?: boolean;
  /** The buy button's text ("Buy for 120 VXC"); the album says what it unlocks. */
  buyLabel: (price: string) => string;
  /** Called after a successful purchase (reload what the purchase changed). */
  onBought: () => void | Promise<void>;
  /** Below the price: a note (VIP club, what the price includes). */
  note?: ReactNode;
  /** What an owner (or anyone, for a free item) can do: watch the video. */
  ownedActions?: ReactNode;
  /** Replaces the buy button for items not sold (a VIP video). */
  notForSale?: ReactNode;
}) {
  const { item, owned, ready = true, buyLabel, onBought } = props;
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  const buying = useBuyItem();
  const busy = buying.pending;
  const [confirming, setConfirming] = useState(false);
  const [justBought, setJustBought] = useState(false);
  const [problem, setProblem] = useState<{ text: string; topUp: boolean; retry: boolean } | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const ownedNote = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const isOwned = owned || justBought;
  const coins = formatCoins(item.price.value, language);
  const euro = formatEuroValue(item.price.value, language);

  // "Log in to buy" pressed before the login: once back (and not owning it), confirm with the price.
  useEffect(() => {
    if (!loggedIn || !ready || item.free || props.notForSale) return;
    const saved = takePostLoginAction(
      (action) => action.type === "buy" && action.itemType === item.itemType && action.itemId === item.id,
    );
    if (saved && !owned) setConfirming(true);
  }, [loggedIn, ready, owned, item.free, item.itemType, item.id, props.notForSale]);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function buy() {
    setProblem(null);
    const answer = await buying.charge({ itemType: item.itemType, itemId: item.id });
    if (answer.ok) {
      setConfirming(false);
      setJustBought(true);
      await onBought();
      // Focus stays on what changed: the box that now says it is owned.
      ownedNote.current?.focus();
      return;
    }
    const { code, details } = answer.error;
    const topUp = lacksCoins(code);
    setProblem({
      text: answer.retry
        ? t.charge.noAnswer
        : topUp
          ? item.itemType === "album"
            ? t.buyBox.notEnoughAlbum
            : t.buyBox.notEnoughVideo
          : code === "SPEND_LIMIT"
            ? await spendLimitText(details, language)
            : t.player.error,
      topUp,
      retry: answer.retry,
    });
  }

  const price = (
    <Price
      price={item.price}
      basePrice={item.basePrice}
      free={item.free}
      freeLabel={item.itemType === "album" ? t.album.free : t.video.free}
      language={language}
      euro
    />
  );

  // A free album has nothing to buy or press: its price line alone, no box.
  if (item.free && !props.ownedActions) return <p className="buy-box-free">{price}</p>;

  return (
    <section
      className={`buy-box${isOwned ? " is-owned" : ""}${confirming ? " is-confirming" : ""}`}
      aria-labelledby={titleId}
      data-testid="buy-box"
      data-item-type={item.itemType}
    >
      <h3 id={titleId} className="visually-hidden">
        {t.buyBox.title}
      </h3>
      {/* While confirming, the confirmation itself names the price (and its euro value). */}
      <div className="buy-box-row" hidden={confirming && !isOwned}>
        <div className="buy-box-price">
          {isOwned ? null : price}
          {isOwned ? (
            <p className="buy-box-owned" ref={ownedNote} tabIndex={-1} data-testid="buy-box-owned">
              {item.itemType === "album" ? t.buyBox.ownedAlbum : t.buyBox.ownedVideo}
            </p>
          ) : null}
        </div>
        <div className="player-actions buy-box-actions">
          {isOwned ? <span className="badge badge-free">{t.player.bought}</span> : null}
          {isOwned || item.free ? (
            props.ownedActions
          ) : props.notForSale ? (
            props.notForSale
          ) : !loggedIn ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => loginThen({ type: "buy", itemType: item.itemType, itemId: item.id })}
            >
              {fill(t.buyBox.loginToBuy, { price: coins })}
            </button>
          ) : confirming ? null : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !ready}
              onClick={() => void buy()}
              aria-label={`${buyLabel(coins)} (${euro})`}
            >
              {buyLabel(coins)}
            </button>
          )}
        </div>
      </div>
      {confirming && !isOwned ? (
        <fieldset className="buy-box-confirm" data-testid="buy-box-confirmation">
          <legend className="buy-box-confirm-text">
            <strong>{t.buyBox.confirmTitle}</strong>{" "}
            {fill(item.itemType === "album" ? t.buyBox.confirmAlbum : t.buyBox.confirmVideo, {
              title: item.title,
              price: coins,
              euro,
            })}
          </legend>
          <div className="player-actions buy-box-confirm-actions">
            <button
              ref={confirmButton}
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void buy()}
              data-testid="buy-box-confirm"
            >
              {buyLabel(coins)}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t.buyBox.cancel}
            </button>
          </div>
        </fieldset>
      ) : null}
      {props.note && !isOwned && !confirming ? <p className="buy-box-note muted">{props.note}</p> : null}
      {problem ? (
        <div className="player-actions">
          <p className="player-message" role="alert">
            {problem.text}
          </p>
          {problem.retry ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void buy()}
              data-testid="charge-retry"
            >
              {t.charge.retry}
            </button>
          ) : null}
          {problem.topUp ? (
            <button type="button" className="btn btn-ghost" onClick={() => openOverlay("moneycharge")}>
              {t.pay.titles.moneycharge}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
