import { describe, expect, it } from "vitest";
import type { ClientMessage } from "../../../common/realtimeMessages.ts";
import {
  holdRealtimeSubscription,
  realtimeDelivery,
  setRealtimeSender,
  standingSubscriptions,
} from "./events.ts";

describe("realtimeDelivery", () => {
  const ack = { type: "session.ack", guestId: null } as const;
  const online = { type: "actor.online", actorId: 7 } as never;

  it("gives a listener of `reconnected` one call per subscription, the first ack included", () => {
    const wanted = new Set(["actor.online", "reconnected"]);
    expect(realtimeDelivery(wanted, ack)).toEqual({ type: "reconnected" });
    // A later ack is followed by the client's own `reconnected`: that one is not passed on again.
    expect(realtimeDelivery(wanted, { type: "reconnected" })).toBeNull();
    expect(realtimeDelivery(wanted, online)).toBe(online);
  });

  it("passes only the wanted types", () => {
    const wanted = new Set(["actor.online"]);
    expect(realtimeDelivery(wanted, ack)).toBeNull();
    expect(realtimeDelivery(wanted, { type: "reconnected" })).toBeNull();
    expect(realtimeDelivery(wanted, { type: "actor.offline", actorId: 7 } as never)).toBeNull();
    expect(realtimeDelivery(wanted, online)).toBe(online);
  });

  it("gives the ack itself to a listener that asks for it", () => {
    expect(realtimeDelivery(new Set(["session.ack", "reconnected"]), ack)).toBe(ack);
  });
});

describe("holdRealtimeSubscription", () => {
  it("sends at once when a socket is up, again after each ack, until dropped", () => {
    const sent: ClientMessage[] = [];
    const subscribe = { type: "voicecall.subscribe", clientId: "a".repeat(43) } as const;
    const drop = holdRealtimeSubscription("call", subscribe);
    expect(standingSubscriptions()).toEqual([subscribe]);
    setRealtimeSender((message) => sent.push(message));
    const other = { type: "voicecall.subscribe", clientId: "b".repeat(43) } as const;
    const dropOther = holdRealtimeSubscription("other", other);
    expect(sent).toEqual([other]);
    drop();
    expect(standingSubscriptions()).toEqual([other]);
    dropOther();
    expect(standingSubscriptions()).toEqual([]);
    setRealtimeSender(null);
  });
});
