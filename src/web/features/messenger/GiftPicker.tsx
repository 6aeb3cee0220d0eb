import { useState } from "react";
import type { TGift, TGiftStore } from "../../../common/contracts/messenger.ts";
import { formatCoins } from "../../../common/money.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import type { GiftLine } from "./api.ts";

/** Own gifts not yet put into the message (the temporary bought count, spec core §4). */
export function ownedLeft(store: TGiftStore, lines: readonly GiftLine[], giftId: number): number {
  const owned = store.boughtGifts[String(giftId)] ?? 0;
  const used = lines.find((line) => line.giftId === giftId)?.quantity ?? 0;
  return Math.max(0, owned - used);
}

/**
 * The gift store beside the message box: categories as tabs, each gift with its picture, name and
 * price (or how many of the guest's own are left). VIP gifts need the VIP club, toy controls an
 * online performer; both say why when they cannot be added.
 */
export function GiftPicker({
  store,
  lines,
  isVip,
  actorName,
  actorOnline,
  onAdd,
  onClose,
}: {
  store: TGiftStore;
  lines: readonly GiftLine[];
  isVip: boolean;
  actorName: string;
  actorOnline: boolean;
  onAdd: (gift: TGift) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [categoryId, setCategoryId] = useState(store.categories[0]?.id ?? 0);
  const category = store.categories.find((item) => item.id === categoryId) ?? store.categories[0];
  const hasToys = category?.gifts.some((gift) => gift.toy !== null) ?? false;
  const hasVip = category?.gifts.some((gift) => gift.vip) ?? false;
  return (
    <section className="gift-picker" aria-labelledby="gift-picker-title" data-testid="gift-picker">
      <header className="gift-picker-head">
        <h3 id="gift-picker-title">{t.gifts.title}</h3>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={onClose}
          aria-label={t.gifts.close}
        >
          ✕
        </button>
      </header>
      <div className="gift-tabs" role="tablist" aria-label={t.gifts.title}>
        {store.categories.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`gift-tab-${item.id}`}
            aria-selected={item.id === category?.id}
            aria-controls="gift-grid"
            className="gift-tab"
            onClick={() => setCategoryId(item.id)}
          >
            {item.name}
          </button>
        ))}
      </div>
      {/* The tab panel holds the list (a list with the panel's role would leave its items outside any list). */}
      <div id="gift-grid" role="tabpanel" aria-labelledby={`gift-tab-${category?.id}`}>
        <ul className="gift-grid">
          {category?.gifts.map((gift) => {
            const left = ownedLeft(store, lines, gift.id);
            const locked = (gift.vip && !isVip) || (gift.toy !== null && !actorOnline);
            return (
              <li key={gift.id}>
                <button
                  type="button"
                  className="gift-item"
                  disabled={locked}
                  onClick={() => onAdd(gift)}
                  // Named by what it shows (gift, price or how many are yours, WCAG 2.5.3); what it does is its description.
                  title={
                    left > 0
                      ? fill(t.gifts.addOwned, { name: gift.label })
                      : fill(t.gifts.add, { name: gift.label, price: formatCoins(gift.price.value) })
                  }
                  data-testid={`gift-${gift.name}`}
                >
                  <img src={gift.imageUrl} alt="" width={56} height={56} loading="lazy" />
                  <span className="gift-name">{gift.label}</span>
                  <span className={`gift-price${left > 0 ? " is-owned" : ""}`}>
                    {left > 0 ? plural(t, left, t.gifts.owned) : formatCoins(gift.price.value)}
                  </span>
                  {gift.vip ? <span className="gift-badge gift-badge-vip">{t.gifts.vipOnly}</span> : null}
                  {gift.toy ? (
                    <span className="gift-badge gift-badge-toy">
                      {gift.toy.random
                        ? t.gifts.toyRandom
                        : fill(t.gifts.toy, { seconds: gift.toy.duration })}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {hasVip && !isVip ? <p className="gift-hint muted">{t.gifts.vipHint}</p> : null}
      {hasToys && !actorOnline ? (
        <p className="gift-hint muted">{fill(t.gifts.toyOffline, { name: actorName })}</p>
      ) : null}
    </section>
  );
}

/** The gifts of a message by name ("Rose ×2, Champagne"), or null before the store is read. */
export function giftNames(store: TGiftStore | null, lines: readonly GiftLine[]): string | null {
  if (!store) return null;
  const gifts = new Map(
    store.categories.flatMap((category) => category.gifts).map((gift) => [gift.id, gift.label]),
  );
  const names = lines
    .map((line) => {
      const name = gifts.get(line.giftId);
      return name ? `${name}${line.quantity > 1 ? ` ×${line.quantity}` : ""}` : null;
    })
    .filter((name) => name !== null);
  return names.length > 0 ? names.join(", ") : null;
}

/** The gifts put into the message, each with a button that takes one out again. */
export function GiftChips({
  store,
  lines,
  onRemove,
}: {
  store: TGiftStore;
  lines: readonly GiftLine[];
  onRemove: (giftId: number) => void;
}) {
  const { t } = useI18n();
  const gifts = new Map(
    store.categories.flatMap((category) => category.gifts).map((gift) => [gift.id, gift]),
  );
  return (
    <ul className="gift-chips" aria-label={t.gifts.selected} data-testid="gift-chips">
      {lines.map((line) => {
        const gift = gifts.get(line.giftId);
        if (!gift) return null;
        return (
          <li key={line.giftId} className="gift-chip">
            <img src={gift.imageUrl} alt="" width={28} height={28} />
            <span>
              {gift.label}
              {line.quantity > 1 ? ` ×${line.quantity}` : ""}
            </span>
            <button
              type="button"
              className="gift-chip-remove"
              onClick={() => onRemove(line.giftId)}
              aria-label={fill(t.gifts.remove, { name: gift.label })}
            >
              −
            </button>
          </li>
        );
      })}
    </ul>
  );
}
