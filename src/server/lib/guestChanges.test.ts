import { describe, expect, it } from "vitest";
import { InProcessBus } from "./bus.ts";
import { GuestChanges, MARK_KEEP_MS } from "./guestChanges.ts";

describe("GuestChanges", () => {
  it("says whether a guest, or everybody, was marked after a read took its tick", async () => {
    const changes = new GuestChanges();
    const before = changes.tick();
    await changes.mark(7);
    const after = changes.tick();
    expect(changes.changedSince(7, before)).toBe(true);
    expect(changes.changedSince(7, after)).toBe(false);
    expect(changes.changedSince(8, before)).toBe(false);
    expect(changes.changedSince(null, before)).toBe(false);
    await changes.mark(null);
    expect(changes.changedSince(8, after)).toBe(true);
    expect(changes.changedSince(null, after)).toBe(true);
    expect(changes.changedSince(8, changes.tick())).toBe(false);
  });

  it("hears the other apps' marks and the events to one guest through the bus, and a new feed post for everybody", async () => {
    const bus = new InProcessBus();
    const site = new GuestChanges(bus);
    const overlay = new GuestChanges(bus);
    let tick = site.tick();
    await overlay.mark(3);
    expect(site.changedSince(3, tick)).toBe(true);
    tick = site.tick();
    await bus.publish({ target: { guestId: 4 }, message: { type: "guest.locked" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(site.changedSince(4, tick)).toBe(true);
    expect(site.changedSince(5, tick)).toBe(false);
    tick = site.tick();
    await bus.publish({ target: { all: true }, message: { type: "feed.post", postId: 1, actorId: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(site.changedSince(5, tick)).toBe(true);
    site.close();
    overlay.close();
  });

  it("forgets a mark only when no kept answer can predate it any more", async () => {
    let now = 0;
    const changes = new GuestChanges(null, () => now);
    const tick = changes.tick();
    await changes.mark(1);
    now += MARK_KEEP_MS - 1;
    await changes.mark(2);
    expect(changes.changedSince(1, tick)).toBe(true);
    now += 2;
    await changes.mark(3);
    // Guest 1's mark is older than any kept answer may live: dropped, and no answer of that age is served.
    expect(changes.changedSince(1, tick)).toBe(false);
    expect(changes.changedSince(2, tick)).toBe(true);
  });
});
