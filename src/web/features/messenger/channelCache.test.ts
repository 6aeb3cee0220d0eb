import { describe, expect, it } from "vitest";
import type { TChannel } from "../../../common/contracts/messenger.ts";
import { mergeMessages, patchChannels, removeChannel, upsertChannel } from "./channelCache.ts";

const channel = (id: number, overrides: Partial<TChannel> = {}) =>
  ({
    id,
    actorId: id * 10,
    unread: false,
    unreadCount: 0,
    archived: false,
    blocked: false,
    isActorOnline: false,
    messageTimestamp: `2026-01-0${id}T00:00:00.000Z`,
    ...overrides,
  }) as TChannel;

describe("the channel list cache", () => {
  it("adds a changed channel in order, drops one that leaves the filter, keeps the open one", () => {
    const list = { channels: [channel(2), channel(1)], total: 2 };
    const added = upsertChannel(list, channel(3), "newest");
    expect(added.channels.map((c) => c.id)).toEqual([3, 2, 1]);
    expect(added.total).toBe(3);
    const archived = channel(2, { archived: true });
    expect(upsertChannel(added, archived, "newest")).toMatchObject({ total: 2 });
    expect(upsertChannel(added, archived, "newest", 2).channels.map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it("patches matching channels; those no longer matching leave unless kept", () => {
    const list = {
      channels: [channel(1, { unread: true, unreadCount: 2 }), channel(2, { unread: true })],
      total: 2,
    };
    const read = (c: TChannel) => ({ ...c, unread: false, unreadCount: 0 });
    expect(patchChannels(list, (c) => c.id === 1, read, "unread")).toMatchObject({ total: 1 });
    expect(patchChannels(list, (c) => c.id === 1, read, "unread", 1).channels).toHaveLength(2);
    expect(patchChannels(list, (c) => c.id === 9, read, "unread")).toBe(list);
    expect(removeChannel(list, 2)).toMatchObject({ total: 1 });
  });

  it("merges messages by id, oldest first", () => {
    const message = (id: number) => ({ id }) as Parameters<typeof mergeMessages>[0][number];
    expect(mergeMessages([message(3), message(1)], [message(2), message(3)]).map((m) => m.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
