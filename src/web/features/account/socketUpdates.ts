import type { SocketCache } from "../realtime/index.ts";
import { accountKeys } from "./balance.ts";

/** The account's part of the socket → cache bridge: the balance push sets the cached balance. */
export const accountSocketCache: SocketCache = {
  updates: {
    "balance.update": (message, { client }) => client.setQueryData(accountKeys.balance, message.balance),
  },
};
