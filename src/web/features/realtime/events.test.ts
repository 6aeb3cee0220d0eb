import { describe, expect, it } from "vitest";
import { realtimeDelivery } from "./events.ts";

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
