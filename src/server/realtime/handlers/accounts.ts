import type { ServerMessage } from "../../../common/realtime.ts";
import type { AppContext } from "../../lib/context.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";

/** The account events on the guest's sockets: each a plain signal, once per guest of the batch. */
async function signal(
  ctx: AppContext,
  events: readonly { payload: { guestId: number } }[],
  message: ServerMessage,
) {
  for (const guestId of new Set(events.map((event) => event.payload.guestId)))
    await ctx.events.publish({ target: { guestId }, message });
}

/** email.verified: the guest's open tabs learn it at once (the link may be opened on another device). */
export const pushEmailVerified = onEvent("accounts.emailVerified", "realtime.emailVerified", (events, ctx) =>
  signal(ctx, events, { type: "email.verified" }),
);

/** guest.locked: the guest's pages log out (their sessions are gone). */
export const pushGuestLocked = onEvent("accounts.guestLocked", "realtime.guestLocked", (events, ctx) =>
  signal(ctx, events, { type: "guest.locked" }),
);

/** page.reload: the page shows the restriction (status bar, opcompensation) after a reload. */
export const pushRestriction = onEvent("accounts.guestRestricted", "realtime.restriction", (events, ctx) =>
  signal(ctx, events, { type: "page.reload" }),
);

/** This file's handlers. */
export const accountHandlers = [pushEmailVerified, pushGuestLocked, pushRestriction] as const;
