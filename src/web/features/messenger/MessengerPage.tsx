import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import type { ChannelFilter, TChannel, TSendResult } from "../../../common/contracts/messenger.ts";
import { formatCoins } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useRealtime } from "../realtime/index.ts";
import { ActorPanel } from "./ActorPanel.tsx";
import { messengerApi } from "./api.ts";
import { ChannelList } from "./ChannelList.tsx";
import { type ChannelAction, ChannelActions, Conversation } from "./Conversation.tsx";
import { openChannel } from "./channelCache.ts";
import { useUnread, useUnreadActions } from "./queries.ts";
import { Recommendations } from "./Recommendations.tsx";
import { useChannelList } from "./useChannelList.ts";
import { useConversation } from "./useConversation.ts";

const idParam = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The logged-in messenger: channel list, the selected conversation, actor details, recommendations. */
export function MessengerPage() {
  const { language } = useI18n();
  const [params, setParams] = useSearchParams();
  const selectedId = idParam(params.get("channel"));
  const actorParam = idParam(params.get("actor"));
  const [filter, setFilter] = useState<ChannelFilter>("newest");
  const list = useChannelList(filter, language);
  const [channel, setChannel] = useState<TChannel | null>(null);
  const [busy, setBusy] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const conversation = useConversation(selectedId, language);
  const { total: unreadTotal } = useUnread();
  const unread = useUnreadActions();
  const revalidator = useRevalidator();
  const selected = useRef(selectedId);
  selected.current = selectedId;
  const channelsRef = useRef(list.channels);
  channelsRef.current = list.channels;
  const { patch, upsert, reload } = list;
  // The socket bridge keeps the open channel in lists it no longer matches, and read.
  useEffect(() => {
    openChannel.set(selectedId);
    return () => openChannel.set(null);
  }, [selectedId]);

  // Channels read since the current selection: the total drops once, later copies stay read.
  const readIds = useRef(new Set<number>());

  const markRead = useCallback(
    (target: TChannel) => {
      if (!target.unread && target.unreadCount === 0) return;
      const read = (c: TChannel) => ({ ...c, unread: false, unreadCount: 0 });
      patch((c) => c.id === target.id, read, target.id);
      setChannel((current) => (current?.id === target.id ? read(current) : current));
      if (readIds.current.has(target.id)) return;
      readIds.current.add(target.id);
      unread.read(target);
      messengerApi
        .action(target.id, "read")
        .catch(() => undefined)
        .finally(unread.refresh);
    },
    [patch, unread],
  );

  const refreshChannel = useCallback(
    (id: number) =>
      messengerApi
        .channel(id, language)
        .then((loaded) => {
          const fresh = readIds.current.has(id) ? { ...loaded, unread: false, unreadCount: 0 } : loaded;
          if (selected.current !== id) return fresh;
          setChannel(fresh);
          // No keep: an archived or blocked channel leaves a list it no longer matches.
          upsert(fresh);
          return fresh;
        })
        .catch(() => null),
    [language, upsert],
  );

  // ?actor=ID opens (or creates) the channel with that actor and selects it.
  useEffect(() => {
    if (!actorParam || selectedId) return;
    let live = true;
    messengerApi
      .channelByActor(actorParam, language)
      .then((found) => {
        if (!live) return;
        upsert(found, found.id);
        setParams({ channel: String(found.id) }, { replace: true });
      })
      .catch(() => {
        if (live) setParams({}, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [actorParam, selectedId, language, setParams, upsert]);

  // Selecting a channel shows it at once from the list, reads it fresh and marks it read.
  useEffect(() => {
    setPanelOpen(false);
    readIds.current = new Set();
    if (!selectedId) {
      setChannel(null);
      return;
    }
    const known = channelsRef.current.find((c) => c.id === selectedId) ?? null;
    setChannel((current) => (current?.id === selectedId ? current : known));
    if (known) markRead(known);
    void messengerApi
      .channel(selectedId, language)
      .then((fresh) => {
        if (selected.current !== selectedId) return;
        setChannel(fresh);
        upsert(fresh, selectedId);
        markRead(fresh);
      })
      .catch(() => undefined);
  }, [selectedId, language, upsert, markRead]);

  // Lists, messages and the unread state follow the socket through the cache bridge; here only
  // what belongs to the open channel: it stays read, and it is read again when it may have changed.
  useRealtime(
    [
      "messenger.message",
      "channel.updated",
      "channel.archived",
      "actor.online",
      "actor.offline",
      "reconnected",
    ],
    (message) => {
      switch (message.type) {
        case "messenger.message":
          if (message.channelId === selected.current && message.message.from === "actor")
            messengerApi
              .action(message.channelId, "read")
              .catch(() => undefined)
              .finally(unread.refresh);
          break;
        case "channel.updated":
          if (message.channel.id === selected.current)
            setChannel({ ...message.channel, unread: false, unreadCount: 0 });
          break;
        case "channel.archived":
          if (message.channelId === selected.current) void refreshChannel(message.channelId);
          break;
        case "actor.online":
        case "actor.offline": {
          const isActorOnline = message.type === "actor.online";
          setChannel((current) =>
            current?.actorId === message.actorId ? { ...current, isActorOnline } : current,
          );
          break;
        }
        case "reconnected":
          if (selected.current) void refreshChannel(selected.current);
          break;
      }
    },
  );

  const select = (target: TChannel) => {
    if (target.id === selectedId) markRead(target);
    else setParams({ channel: String(target.id) });
  };

  const act = async (action: ChannelAction) => {
    if (!channel) return;
    setBusy(true);
    try {
      await messengerApi.action(channel.id, action);
      const fresh = await messengerApi.channel(channel.id, language).catch(() => null);
      const next = fresh ?? {
        ...channel,
        archived: action === "archive" ? true : action === "unarchive" ? false : channel.archived,
        blocked: action === "block" ? true : action === "unblock" ? false : channel.blocked,
      };
      setChannel(next);
      // The channel leaves a list it no longer matches but stays open.
      upsert(next);
      unread.refresh();
    } catch {
      if (channel) void refreshChannel(channel.id);
    } finally {
      setBusy(false);
    }
  };

  const onSent = (result: TSendResult) => {
    conversation.add(result.message);
    setChannel(result.channel);
    upsert(result.channel, result.channel.id);
    // The navbar balance comes from the page data: read it again after a charge.
    if (result.charged > 0) void revalidator.revalidate();
  };

  const markAllSeen = () => {
    unread.setTotal(0);
    patch(
      (c) => c.unread || c.unreadCount > 0,
      (c) => ({ ...c, unread: false, unreadCount: 0 }),
      selected.current,
    );
    messengerApi
      .allSeen()
      .catch(() => undefined)
      .finally(() => {
        unread.refresh();
        if (filter === "unread") reload();
      });
  };

  const view = selectedId ? "conversation" : "list";
  return (
    <div className="messenger" data-view={view} data-testid="messenger">
      <ChannelList
        filter={filter}
        onFilter={setFilter}
        list={list}
        selectedId={selectedId}
        onSelect={select}
        unreadTotal={unreadTotal}
        onMarkAllSeen={markAllSeen}
      />
      <div className="msg-main">
        {selectedId && channel ? (
          <Conversation
            channel={channel}
            data={conversation}
            busy={busy}
            onBack={() => setParams({})}
            onAction={(action) => void act(action)}
            onShowDetails={() => setPanelOpen(true)}
            onSent={onSent}
            onStale={() => void refreshChannel(channel.id)}
          />
        ) : selectedId || actorParam ? (
          <div className="msg-conversation msg-conversation-loading" aria-busy="true" />
        ) : (
          <Recommendations onWrite={(actorId) => setParams({ actor: String(actorId) })} />
        )}
      </div>
      {selectedId && channel ? (
        <>
          {panelOpen ? (
            <button
              type="button"
              className="msg-panel-backdrop"
              aria-hidden="true"
              tabIndex={-1}
              onClick={() => setPanelOpen(false)}
            />
          ) : null}
          <ActorPanel
            channel={channel}
            open={panelOpen}
            onClose={() => setPanelOpen(false)}
            manage={
              <ChannelActions
                channel={channel}
                busy={busy}
                onAction={(action) => void act(action)}
                testIdPrefix="panel-"
              />
            }
          />
        </>
      ) : null}
    </div>
  );
}

/** What anonymous guests see: what the messenger offers, with login and sign-up. */
export function MessengerTeaser() {
  const { t } = useI18n();
  return (
    <section className="msg-teaser" data-testid="messenger-teaser" aria-labelledby="msg-teaser-title">
      <div className="msg-teaser-art" aria-hidden="true">
        <span className="msg-teaser-bubble" />
        <span className="msg-teaser-bubble is-mine" />
        <span className="msg-teaser-bubble" />
        <span className="msg-teaser-price">{fill(t.messenger.sendFor, { price: formatCoins(2) })}</span>
      </div>
      <div className="msg-teaser-copy">
        <p className="msg-teaser-kicker">{t.messenger.title}</p>
        <h1 id="msg-teaser-title">{t.messenger.teaserTitle}</h1>
        <p className="muted">{t.messenger.teaserText}</p>
        <ul className="msg-teaser-points">
          {t.messenger.teaserPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("signup")}>
            {t.nav.signup}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => openOverlay("login")}>
            {t.nav.login}
          </button>
        </div>
      </div>
    </section>
  );
}
