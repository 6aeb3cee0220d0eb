import { type KeyboardEvent, useRef } from "react";
import type { ChannelFilter, TChannel } from "../../../common/contracts/messenger.ts";
import { CHANNEL_FILTERS } from "../../../common/contracts/values/messenger.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { timeAgo } from "./channels.ts";
import { Avatar } from "./parts.tsx";
import type { ChannelList as ChannelListData } from "./useChannelList.ts";

const LOAD_MORE_PX = 400;

/** Filters and the channel list; arrow keys move between channels. */
export function ChannelList({
  filter,
  onFilter,
  list,
  selectedId,
  onSelect,
  unreadTotal,
  onMarkAllSeen,
}: {
  filter: ChannelFilter;
  onFilter: (filter: ChannelFilter) => void;
  list: ChannelListData;
  selectedId: number | null;
  onSelect: (channel: TChannel) => void;
  unreadTotal: number | null;
  onMarkAllSeen: () => void;
}) {
  const { t } = useI18n();
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>(".msg-channel") ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      buttons[Math.min(buttons.length - 1, Math.max(0, index + (event.key === "ArrowDown" ? 1 : -1)))];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < LOAD_MORE_PX) list.loadMore();
  };

  return (
    <aside className="msg-sidebar" aria-labelledby="msg-list-title">
      <div className="msg-sidebar-head">
        <h1 id="msg-list-title">
          {t.messenger.title}
          {unreadTotal ? (
            <span className="msg-count msg-count-title" data-testid="page-unread">
              {unreadTotal}
              <span className="visually-hidden">
                {" "}
                {fill(t.messenger.unreadCount, { count: unreadTotal })}
              </span>
            </span>
          ) : null}
        </h1>
        {unreadTotal ? (
          <button type="button" className="link-button msg-seen" onClick={onMarkAllSeen}>
            {t.messenger.markAllSeen}
          </button>
        ) : null}
        <fieldset className="msg-filters">
          <legend className="visually-hidden">{t.messenger.filterLabel}</legend>
          {CHANNEL_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              aria-pressed={value === filter}
              onClick={() => onFilter(value)}
              data-testid={`filter-${value}`}
            >
              {value === "online" ? <span className="online-dot" aria-hidden="true" /> : null}
              {t.messenger.filters[value]}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="msg-channel-scroll" onScroll={onScroll}>
        {list.status === "loading" && list.channels.length === 0 ? (
          <ChannelSkeleton />
        ) : list.status === "error" && list.channels.length === 0 ? (
          <div className="msg-empty">
            <p>{t.messenger.loadError}</p>
            <button type="button" className="btn btn-secondary btn-small" onClick={list.reload}>
              {t.messenger.retry}
            </button>
          </div>
        ) : list.channels.length === 0 ? (
          <div className="msg-empty msg-empty-list">
            <p>{t.messenger.noChannels}</p>
            <p className="muted">{t.messenger.noChannelsHint}</p>
          </div>
        ) : (
          <ul
            className="msg-channels"
            ref={listRef}
            onKeyDown={onKeyDown}
            aria-label={t.messenger.conversations}
          >
            {list.channels.map((channel) => (
              <li key={channel.id}>
                <ChannelRow channel={channel} selected={channel.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}

function ChannelRow({
  channel,
  selected,
  onSelect,
}: {
  channel: TChannel;
  selected: boolean;
  onSelect: (channel: TChannel) => void;
}) {
  const { t, language } = useI18n();
  return (
    <button
      type="button"
      className={`msg-channel${selected ? " is-selected" : ""}${channel.unread ? " is-unread" : ""}`}
      aria-current={selected ? "true" : undefined}
      onClick={() => onSelect(channel)}
      data-testid="channel"
      data-channel-id={channel.id}
      data-actor-id={channel.actorId}
    >
      <Avatar url={channel.previewPictureUrl} name={channel.actorName} online={channel.isActorOnline} />
      <span className="msg-channel-text">
        <span className="msg-channel-top">
          <span className="msg-channel-name">
            {channel.actorName}
            {channel.isActorOnline ? <span className="visually-hidden"> ({t.messenger.online})</span> : null}
          </span>
          <span className="msg-time muted">{timeAgo(channel, language)}</span>
        </span>
        <span className="msg-channel-bottom">
          <span className="msg-channel-subject">{channel.subject || "\u00a0"}</span>
          {channel.unread && channel.unreadCount > 0 ? (
            <span className="msg-count" data-testid="channel-unread">
              {channel.unreadCount}
              <span className="visually-hidden">
                {" "}
                {fill(t.messenger.unreadCount, { count: channel.unreadCount })}
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

function ChannelSkeleton() {
  return (
    <ul className="msg-channels" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((key) => (
        <li key={key} className="msg-channel msg-channel-skeleton">
          <span className="msg-avatar msg-avatar-m msg-skeleton" />
          <span className="msg-channel-text">
            <span className="msg-skeleton msg-skeleton-line" />
            <span className="msg-skeleton msg-skeleton-line short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
