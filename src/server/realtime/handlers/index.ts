import type { AnyEventHandler } from "../../lib/outbox/dispatcher.ts";
import { accountHandlers } from "./accounts.ts";
import { guestStateHandlers } from "./guestState.ts";
import { pushBalance } from "./wallet.ts";

/** The socket side of the domain events: one handler per event type, each a small push. */
export const realtimeHandlers: AnyEventHandler[] = [pushBalance, ...guestStateHandlers, ...accountHandlers];
