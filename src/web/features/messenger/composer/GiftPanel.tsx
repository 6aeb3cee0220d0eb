import type { TChannel, TGift, TGiftStore } from "../../../../common/contracts/messenger.ts";
import { useI18n } from "../../../i18n/index.ts";
import type { GiftLine } from "../api.ts";
import { GiftPicker } from "../GiftPicker.tsx";

/** The open gift picker, or its loading / load-failed line (with a retry) until the store is read. */
export function GiftPanel({
  store,
  failed,
  onRetry,
  lines,
  isVip,
  channel,
  onAdd,
  onClose,
}: {
  store: TGiftStore | null;
  failed: boolean;
  onRetry: () => void;
  lines: GiftLine[];
  isVip: boolean;
  channel: TChannel;
  onAdd: (gift: TGift) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  if (store)
    return (
      <GiftPicker
        store={store}
        lines={lines}
        isVip={isVip}
        actorName={channel.actorName}
        actorOnline={channel.isActorOnline}
        onAdd={onAdd}
        onClose={onClose}
      />
    );
  return (
    <div className="gift-picker gift-picker-status" role="status">
      {failed ? (
        <>
          <span>{t.gifts.loadFailed}</span>
          <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
            {t.gifts.retry}
          </button>
        </>
      ) : (
        t.gifts.loading
      )}
    </div>
  );
}

/** The button opening and closing the gift picker. */
export function GiftToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={`btn btn-ghost msg-gift-toggle${open ? " is-open" : ""}`}
      aria-label={open ? t.gifts.close : t.gifts.open}
      aria-expanded={open}
      onClick={onToggle}
      data-testid="gift-toggle"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1h1ZM9 5h1a1 1 0 0 1 1 1v1H9a1 1 0 1 1 0-2Zm2 15H7v-8h4v8Zm0-10H5V9h6v1Zm6 10h-4v-8h4v8Zm2-10h-6V9h6v1Z"
        />
      </svg>
    </button>
  );
}
