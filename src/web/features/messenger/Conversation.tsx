import { Fragment, useLayoutEffect, useRef } from "react";
import type { TChannel, TMessage, TSendResult } from "../../../common/contracts/messenger.ts";
import { formatCoins } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { Composer } from "./Composer.tsx";
import { Avatar } from "./parts.tsx";
import type { useConversation } from "./useConversation.ts";

type ConversationData = ReturnType<typeof useConversation>;
export type ChannelAction = "archive" | "unarchive" | "block" | "unblock";

const NEAR_BOTTOM_PX = 120;
const LOAD_OLDER_PX = 160;

/** The open channel: header with actions, the messages (newest at the bottom) and the composer. */
export function Conversation({
  channel,
  data,
  busy,
  onBack,
  onAction,
  onShowDetails,
  onSent,
  onStale,
}: {
  channel: TChannel;
  data: ConversationData;
  busy: boolean;
  onBack: () => void;
  onAction: (action: ChannelAction) => void;
  onShowDetails: () => void;
  onSent: (result: TSendResult) => void;
  onStale: () => void;
}) {
  const { t } = useI18n();
  return (
    <section className="msg-conversation" aria-labelledby="msg-conversation-title" data-testid="conversation">
      <header className="msg-conv-head">
        <button type="button" className="icon-btn msg-back" onClick={onBack}>
          <Icon name="chevronLeft" label={t.messenger.back} />
        </button>
        <Avatar url={channel.previewPictureUrl} name={channel.actorName} online={channel.isActorOnline} />
        <div className="msg-conv-who">
          <h2 id="msg-conversation-title">{channel.actorName}</h2>
          <span
            className={`msg-state${channel.isActorOnline ? " is-online" : ""}`}
            data-testid="conversation-state"
          >
            {channel.isActorOnline ? t.messenger.online : t.messenger.offline}
            {channel.freeChat ? ` · ${t.messenger.freeChat}` : null}
          </span>
        </div>
        <div className="msg-conv-actions">
          <button type="button" className="btn btn-ghost btn-small msg-details-btn" onClick={onShowDetails}>
            <Icon name="user" />
            {t.messenger.details}
          </button>
          <ChannelActions channel={channel} busy={busy} onAction={onAction} />
        </div>
      </header>
      <MessageLog channel={channel} data={data} />
      {channel.archived && !channel.blocked ? (
        <p className="msg-banner">{t.messenger.archivedNotice}</p>
      ) : null}
      {channel.blocked ? (
        <div className="msg-banner msg-banner-blocked" data-testid="blocked-notice">
          <span>{fill(t.messenger.blockedNotice, { name: channel.actorName })}</span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => onAction("unblock")}
          >
            {t.messenger.unblock}
          </button>
        </div>
      ) : (
        <Composer channel={channel} onSent={onSent} onStale={onStale} />
      )}
    </section>
  );
}

/**
 * Archive and block: in the conversation's header, and in the details sheet on phones (where the
 * header keeps its width for the name).
 */
export function ChannelActions({
  channel,
  busy,
  onAction,
  testIdPrefix = "",
}: {
  channel: TChannel;
  busy: boolean;
  onAction: (action: ChannelAction) => void;
  testIdPrefix?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-small msg-manage"
        disabled={busy}
        onClick={() => onAction(channel.archived ? "unarchive" : "archive")}
        data-testid={`${testIdPrefix}archive-toggle`}
      >
        {channel.archived ? t.messenger.unarchive : t.messenger.archive}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-small msg-manage msg-block-btn"
        disabled={busy}
        onClick={() => onAction(channel.blocked ? "unblock" : "block")}
        data-testid={`${testIdPrefix}block-toggle`}
      >
        {channel.blocked ? t.messenger.unblock : t.messenger.block}
      </button>
    </>
  );
}

function dayKey(iso: string): string {
  return iso.slice(0, 10);
}

function MessageLog({ channel, data }: { channel: TChannel; data: ConversationData }) {
  const { t, language } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const edges = useRef<{ first: number | null; last: number | null; height: number; top: number }>({
    first: null,
    last: null,
    height: 0,
    top: 0,
  });
  const time = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit" });
  const day = new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" });
  const { messages } = data;

  // Keeps the view anchored: older pages keep the visible message in place; new ones scroll into
  // view when the guest was at the bottom (or sent it).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1) ?? null;
    const previous = edges.current;
    if (previous.first !== null && first !== previous.first && last?.id === previous.last) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    } else if (
      last &&
      last.id !== previous.last &&
      (nearBottom.current || last.from === "guest" || previous.last === null)
    ) {
      element.scrollTop = element.scrollHeight;
      nearBottom.current = true;
    }
    edges.current = { first, last: last?.id ?? null, height: element.scrollHeight, top: element.scrollTop };
  }, [messages]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    edges.current = { ...edges.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop < LOAD_OLDER_PX && data.hasMore && !data.loadingOlder) void data.loadOlder();
  };

  let content: React.ReactNode;
  if (data.status === "loading" || data.status === "idle") {
    content = <MessageSkeleton />;
  } else if (data.status === "error") {
    content = (
      <div className="msg-empty">
        <p>{t.messenger.loadError}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void data.retry()}>
          {t.messenger.retry}
        </button>
      </div>
    );
  } else if (messages.length === 0) {
    content = (
      <div className="msg-empty">
        <Avatar url={channel.previewPictureUrl} name={channel.actorName} size="l" />
        <p>{t.messenger.noMessages}</p>
      </div>
    );
  } else {
    content = (
      <ol className="msg-items">
        {data.loadingOlder ? <li className="msg-older muted">{t.messenger.loadingOlder}</li> : null}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === 0 || dayKey(messages[index - 1]?.createdAt ?? "") !== dayKey(message.createdAt) ? (
              <li className="msg-day" aria-hidden="true">
                <span>{day.format(new Date(message.createdAt))}</span>
              </li>
            ) : null}
            <MessageBubble message={message} time={time.format(new Date(message.createdAt))} />
          </Fragment>
        ))}
      </ol>
    );
  }

  return (
    <div
      className="msg-log"
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={channel.actorName}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard
      tabIndex={0}
      data-testid="message-log"
    >
      {content}
    </div>
  );
}

function MessageBubble({ message, time }: { message: TMessage; time: string }) {
  const { t } = useI18n();
  const mine = message.from === "guest";
  return (
    <li className={`msg-bubble-row${mine ? " is-mine" : ""}`} data-testid="message" data-from={message.from}>
      <div className="msg-bubble">
        {mine ? <span className="visually-hidden">{t.messenger.you}: </span> : null}
        {message.gifts.length > 0 ? (
          <ul className="msg-gifts" aria-label={t.gifts.inMessage}>
            {message.gifts.map((gift) => (
              <li key={gift.giftId} className="msg-gift" data-testid="message-gift">
                <img src={gift.imageUrl} alt="" width={48} height={48} loading="lazy" />
                <span>
                  {gift.label}
                  {gift.quantity > 1 ? ` ×${gift.quantity}` : ""}
                </span>
                {gift.toy ? (
                  <span className="gift-badge gift-badge-toy">
                    {gift.toy.random
                      ? t.gifts.toyRandom
                      : fill(t.gifts.toy, { seconds: gift.toy.durationSeconds })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {message.text ? <p className="msg-text">{message.text}</p> : null}
        <span className="msg-meta">
          <time dateTime={message.createdAt}>{time}</time>
          {mine ? (
            <span className="msg-paid">
              {" · "}
              {message.price > 0
                ? fill(t.messenger.paid, { price: formatCoins(message.price) })
                : t.messenger.free}
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}

function MessageSkeleton() {
  return (
    <ol className="msg-items" aria-hidden="true">
      {[60, 40, 70, 30].map((width, index) => (
        <li key={width} className={`msg-bubble-row${index % 2 ? " is-mine" : ""}`}>
          <div className="msg-bubble msg-skeleton" style={{ width: `${width}%`, height: 44 }} />
        </li>
      ))}
    </ol>
  );
}
