import { afterEach, describe, expect, it, vi } from "vitest";
import type { TFavoriteActor, TFavoriteActors } from "../../../common/contracts/favorites.ts";
import type { TChannel, TMessage } from "../../../common/contracts/messenger.ts";
import type { TNotification, TNotificationList } from "../../../common/contracts/notifications.ts";
import { createQueryClient } from "../../api/query.ts";
import { accountKeys, accountSocketCache } from "../account/index.ts";
import { favoriteKeys, favoritesSocketCache } from "../favorites/index.ts";
import {
  type ChannelPages,
  type ConversationPages,
  messengerKeys,
  messengerSocketCache,
  openChannel,
} from "../messenger/index.ts";
import { notificationKeys, notificationsSocketCache } from "../notifications/index.ts";
import { addSocketCache, bridgeSocketToCache, INVALIDATE_PAUSE_MS } from "./cacheBridge.ts";
import type { RealtimeMessage } from "./events.ts";

// The features join the bridge as root.tsx adds them.
addSocketCache("account", accountSocketCache);
addSocketCache("favorites", favoritesSocketCache);
addSocketCache("messenger", messengerSocketCache);
addSocketCache("notifications", notificationsSocketCache);

/** A query client with the bridge on a fake socket; `push` delivers a message. */
function bridged() {
  const client = createQueryClient();
  let listener: (message: RealtimeMessage) => void = () => undefined;
  const stop = bridgeSocketToCache(client, (next) => {
    listener = next;
    return () => undefined;
  });
  return { client, stop, push: (message: RealtimeMessage) => listener(message) };
}

function channel(overrides: Partial<TChannel>): TChannel {
  return {
    id: 1,
    actorId: 10,
    actorName: "Ana",
    actorAge: 25,
    guestId: 1,
    unread: false,
    unreadCount: 0,
    blocked: false,
    archived: false,
    isActorOnline: false,
    lastMessageId: null,
    subject: "",
    previewPictureUrl: null,
    messageTimestamp: "2026-01-01T00:00:00.000Z",
    lastViewedTimestamp: null,
    sentDiffForHumans: "",
    freeMessagesAmount: 0,
    messagePrice: 2,
    isMessagingFree: false,
    multiChatPrice: 0,
    canVoyeurChat: false,
    isVoyeurInSingleChatAllowed: false,
    isDildocontrolAvailable: false,
    freeChat: false,
    ...overrides,
  };
}

function message(id: number, channelId: number): TMessage {
  return {
    id,
    channelId,
    from: "actor",
    text: `hello ${id}`,
    price: 0,
    createdAt: "2026-01-02T00:00:00.000Z",
    readAt: null,
    gifts: [],
  };
}

afterEach(() => {
  openChannel.set(null);
  vi.useRealTimers();
});

describe("the socket-to-cache bridge", () => {
  it("sets the cached balance from balance.update", () => {
    const { client, push } = bridged();
    client.setQueryData(accountKeys.balance, 100);
    push({ type: "balance.update", balance: 80, balanceFormatted: "80 VXC" });
    expect(client.getQueryData(accountKeys.balance)).toBe(80);
  });

  it("adds a pushed message to its conversation once and marks the channel unread unless it is open", () => {
    const { client, push } = bridged();
    const key = messengerKeys.channels("newest", "en");
    client.setQueryData<ChannelPages>(key, { channels: [channel({ id: 1 }), channel({ id: 2 })], total: 2 });
    client.setQueryData<ConversationPages>(messengerKeys.messages(1, "en"), {
      messages: [message(5, 1)],
      hasMore: false,
    });
    openChannel.set(2);
    push({ type: "messenger.message", channelId: 1, message: message(6, 1) });
    push({ type: "messenger.message", channelId: 1, message: message(6, 1) });
    push({ type: "messenger.message", channelId: 2, message: message(7, 2) });
    const ids = client
      .getQueryData<ConversationPages>(messengerKeys.messages(1, "en"))
      ?.messages.map((m) => m.id);
    expect(ids).toEqual([5, 6]);
    const list = client.getQueryData<ChannelPages>(key)?.channels ?? [];
    expect(list.find((c) => c.id === 1)).toMatchObject({ unread: true, unreadCount: 2, subject: "hello 6" });
    expect(list.find((c) => c.id === 2)).toMatchObject({ unread: false, unreadCount: 0, lastMessageId: 7 });
  });

  it("flips an actor's online state in channel lists and favourites; offline drops them from recommendations", () => {
    const { client, push } = bridged();
    const lists = messengerKeys.channels("online", "en");
    client.setQueryData<ChannelPages>(lists, {
      channels: [channel({ id: 1, isActorOnline: true })],
      total: 1,
    });
    const favourite = { id: 10, isOnline: true } as TFavoriteActor;
    client.setQueryData<TFavoriteActors>(favoriteKeys.actors("en"), { items: [favourite], onlineCount: 1 });
    client.setQueryData(messengerKeys.recommendations("en"), [{ id: 10 }, { id: 11 }]);
    push({ type: "actor.offline", actorId: 10 });
    // The online filter no longer matches: the channel leaves that list.
    expect(client.getQueryData<ChannelPages>(lists)).toEqual({ channels: [], total: 0 });
    expect(client.getQueryData<TFavoriteActors>(favoriteKeys.actors("en"))?.items[0]?.isOnline).toBe(false);
    expect(client.getQueryData(messengerKeys.recommendations("en"))).toEqual([{ id: 11 }]);
    push({ type: "actor.online", actorId: 10 });
    expect(client.getQueryData<TFavoriteActors>(favoriteKeys.actors("en"))?.items[0]?.isOnline).toBe(true);
  });

  it("adds a notification with its counts and reads the lists again after a pause", async () => {
    vi.useFakeTimers();
    const { client, push } = bridged();
    const key = notificationKeys.navbar("en");
    const list: TNotificationList = { items: [], unreadCount: 0, unseenCount: 0, hasMore: false };
    client.setQueryData(key, list);
    const notification = { id: 3, unread: true, unseen: true } as TNotification;
    push({ type: "notification.added", notification });
    push({ type: "notification.added", notification });
    expect(client.getQueryData(key)).toMatchObject({ items: [notification], unreadCount: 1, unseenCount: 1 });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    await vi.advanceTimersByTimeAsync(INVALIDATE_PAUSE_MS);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    push({ type: "notification.read", ids: [3] });
    expect(client.getQueryData(key)).toMatchObject({ unreadCount: 0, unseenCount: 1 });
  });

  it("invalidates every socket-kept query on a reconnect, not others", () => {
    const { client, push } = bridged();
    client.setQueryData(favoriteKeys.pinned("actor"), { loaded: true, ids: new Set([1]) });
    client.setQueryData(messengerKeys.navbar("en"), { channels: [], unreadTotal: 1 });
    client.setQueryData(notificationKeys.navbar("en"), { items: [], unreadCount: 0, unseenCount: 0 });
    client.setQueryData(["catalog", "other"], 1);
    push({ type: "reconnected" });
    expect(client.getQueryState(favoriteKeys.pinned("actor"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(messengerKeys.navbar("en"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(notificationKeys.navbar("en"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(["catalog", "other"])?.isInvalidated).toBe(false);
  });

  it("reads again on the first ack what was read before the socket subscribed (a push may have gone to nobody)", async () => {
    vi.useFakeTimers();
    const { client, push } = bridged();
    const key = messengerKeys.navbar("en");
    client.setQueryData(key, { channels: [], unreadTotal: 0 });
    client.setQueryData(["catalog", "other"], 1);
    await vi.advanceTimersByTimeAsync(10);
    push({ type: "session.ack", guestId: null });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    push({ type: "session.ack", guestId: 7 });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(["catalog", "other"])?.isInvalidated).toBe(false);
  });

  it("runs the updates of a feature that joined, and no more once it is taken off", () => {
    const { client, push } = bridged();
    const seen: number[] = [];
    const leave = addSocketCache("test", {
      updates: { "balance.update": (message) => seen.push(message.balance) },
      kept: [["test"]],
    });
    client.setQueryData(["test"], 1);
    push({ type: "balance.update", balance: 5, balanceFormatted: "5 VXC" });
    push({ type: "reconnected" });
    expect(seen).toEqual([5]);
    expect(client.getQueryState(["test"])?.isInvalidated).toBe(true);
    leave();
    client.setQueryData(["test"], 2);
    push({ type: "balance.update", balance: 6, balanceFormatted: "6 VXC" });
    push({ type: "reconnected" });
    expect(seen).toEqual([5]);
    expect(client.getQueryState(["test"])?.isInvalidated).toBe(false);
  });

  it("drops pending reads when stopped", async () => {
    vi.useFakeTimers();
    const { client, push, stop } = bridged();
    const key = notificationKeys.navbar("en");
    client.setQueryData(key, { items: [], unreadCount: 0, unseenCount: 0, hasMore: false });
    push({ type: "notification.removed", ids: [1] });
    stop();
    await vi.advanceTimersByTimeAsync(INVALIDATE_PAUSE_MS * 2);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
