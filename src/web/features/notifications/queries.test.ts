import { describe, expect, it } from "vitest";
import type { TNotification, TNotificationList } from "../../../common/contracts/notifications.ts";
import { withAdded, withRead, withRemoved, withSeen } from "./queries.ts";

const notification = (id: number, unread = true, unseen = true) => ({ id, unread, unseen }) as TNotification;
const list = (items: TNotification[]): TNotificationList => ({
  items,
  unreadCount: items.filter((n) => n.unread).length,
  unseenCount: items.filter((n) => n.unseen).length,
  hasMore: false,
});

describe("the cached notification list", () => {
  it("adds a new one on top once, at most five, with its counts", () => {
    const five = list([1, 2, 3, 4, 5].map((id) => notification(id)));
    const added = withAdded(five, notification(6));
    expect(added.items.map((n) => n.id)).toEqual([6, 1, 2, 3, 4]);
    expect(added).toMatchObject({ unreadCount: 6, unseenCount: 6 });
    expect(withAdded(added, notification(6))).toBe(added);
  });

  it("counts only the ones that were unseen or unread", () => {
    const start = list([notification(1), notification(2, false, false)]);
    expect(withSeen(start, [1, 2])).toMatchObject({ unseenCount: 0, unreadCount: 1 });
    expect(withSeen(start, "all").items.every((n) => !n.unseen)).toBe(true);
    expect(withRead(start, [2])).toMatchObject({ unreadCount: 1 });
    expect(withRead(start, [1]).items[0]).toMatchObject({ unread: false, unseen: false });
    expect(withRemoved(start, [1]).items.map((n) => n.id)).toEqual([2]);
  });
});
