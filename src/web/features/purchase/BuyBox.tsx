import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TBuyResult, TGuest } from "../../../common/contracts/accounts.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins, formatEuroValue, type Money } from "../../../common/money.ts";
import type { ChargeOutcome } from "../../api/useCharge.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Price } from "../../ui/Price.tsx";
import { loginThen, openOverlay, takePostLoginAction } from "../overlay/index.ts";
import { lacksCoins, spendLimitText, useBuyItem } from "./buy.ts";
import "./buyBox.css";

export interface BuyBoxItem {
  itemType: "video" | "album";
  id: number;
  title: string;
  titleLanguage: Language;
  price: Money;
  basePrice?: Money;
  free: boolean;
}

/**
 * The price box of a video or an album (issue 12): the price in VXC with its euro value, and a
 * button beside it that names the price. The button asks first (issue 27: ConfirmPurchase with the
 * price and the balance after it; with "buy with one click" under the limit it buys at once). A
 * guest who pressed "Log in to buy" is asked after the login in any case (never a purchase by
 * itself); after buying the box says the item is owned. `ready` is false while this guest's
 * ownership is still being read.
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
  const [justBought, setJustBought] = useState(false);
  const [problem, setProblem] = useState<{ text: string; topUp: boolean; retry: boolean } | null>(null);
  const ownedNote = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const isOwned = owned || justBought;
  const coins = formatCoins(item.price.value, language);
  const euro = formatEuroValue(item.price.value, language);

  /** Asks with the price and the balance after it (issue 27), then buys; `always`: even with one click. */
  async function buy(always = false) {
    setProblem(null);
    const answer = await buying.buy(
      {
        kind: item.itemType,
        title: item.title,
        titleLanguage: item.titleLanguage,
        price: item.price.value,
        confirmLabel: buyLabel(coins),
      },
      () => ({ itemType: item.itemType, itemId: item.id }),
      { always },
    );
    if (answer) await settle(answer);
  }

  /** A lost answer's "Try again": the purchase the guest confirmed, with the same key. */
  async function retry() {
    setProblem(null);
    const answer = await buying.retry();
    if (answer) await settle(answer);
  }

  async function settle(answer: ChargeOutcome<TBuyResult>) {
    if (answer.ok) {
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

  // "Log in to buy" pressed before the login: once back (and not owning it), the confirmation with
  // the price, whatever the one-click setting (never a purchase by itself after a page load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per login, not per render
  useEffect(() => {
    if (!loggedIn || !ready || item.free || props.notForSale) return;
    const saved = takePostLoginAction(
      (action) => action.type === "buy" && action.itemType === item.itemType && action.itemId === item.id,
    );
    if (saved && !owned) void buy(true);
  }, [loggedIn, ready, owned, item.free, item.itemType, item.id, props.notForSale]);

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
      className={`buy-box${isOwned ? " is-owned" : ""}`}
      aria-labelledby={titleId}
      data-testid="buy-box"
      data-item-type={item.itemType}
    >
      <h3 id={titleId} className="visually-hidden">
        {t.buyBox.title}
      </h3>
      <div className="buy-box-row">
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
          ) : (
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
      {props.note && !isOwned ? <p className="buy-box-note muted">{props.note}</p> : null}
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
              onClick={() => void retry()}
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
      {buying.confirmation}
    </section>
  );
}
