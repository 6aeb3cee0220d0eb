import { type FormEvent, type ReactNode, useRef, useState } from "react";
import type { TLiveStart } from "../../../common/contracts/live.ts";
import { formatEuroValue, formatMoney } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useDialogFocus } from "../../ui/Dialog.tsx";
import { offerTexts } from "../live/index.ts";
import { type CapDraft, CapField, capOf, suggestedDraft } from "./LiveCap.tsx";
import { LIVE_CHAT_TEXTS } from "./texts.ts";
import "./livechat.css";

/**
 * The start dialog of a paid chat (issue 26): the price per minute in VXC and euro, how minutes are
 * paid, and an optional cap (the most this chat may cost, with the minutes it buys) before the
 * start that pays the first minute. Escape and "Cancel" close it without a charge; a refusal or a
 * lost answer shows below the start button (`problem`).
 */
export function LiveChatStartDialog(props: {
  actorName: string;
  chatType: TLiveStart["chatType"];
  pricePerMinute: number;
  busy: boolean;
  problem: ReactNode;
  onStart: (capCoins: number | null) => void;
  onCancel: () => void;
}) {
  const { actorName, chatType, pricePerMinute: price } = props;
  const { language } = useI18n();
  const texts = LIVE_CHAT_TEXTS[language];
  const panel = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CapDraft>(() => suggestedDraft(null, 0, price));
  useDialogFocus(panel, { open: true, onClose: props.onCancel });
  const cap = capOf(draft, price);
  const title = fill(texts.dialogLabel, {
    type: offerTexts(language).chatTypeNames[chatType],
    name: actorName,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cap !== "invalid" && !props.busy) props.onStart(cap);
  };
  return (
    <div className="live-chat-overlay" data-testid="live-start-dialog">
      <form
        ref={panel}
        className="live-chat-panel live-start-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="live-start-title"
        tabIndex={-1}
        onSubmit={submit}
        noValidate
      >
        <h2 id="live-start-title">{title}</h2>
        <p className="live-start-price num" data-testid="live-start-price">
          {fill(texts.startPrice, {
            price: formatMoney({ value: price, currency: "VXC" }, language),
            euro: formatEuroValue(price, language),
          })}
        </p>
        <p className="muted">{texts.startNote}</p>
        <CapField
          id="live-start-cap"
          draft={draft}
          onChange={setDraft}
          price={price}
          spent={0}
          minimum={price}
          texts={texts}
          language={language}
        />
        {props.problem}
        <div className="live-start-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={props.busy || cap === "invalid"}
            data-testid="live-start"
          >
            {props.busy ? texts.connecting : texts.start}
          </button>
          <button type="button" className="btn btn-ghost" onClick={props.onCancel}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
