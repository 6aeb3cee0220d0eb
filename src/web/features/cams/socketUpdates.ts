import type { CacheUpdates } from "../realtime/events.ts";
import { camsKeys } from "./api.ts";

/** A performer came or went: /cams/ reads its list again (a burst of them reads once). */
export const camsUpdates: CacheUpdates = {
  "actor.online": (_message, { invalidateSoon }) => invalidateSoon(camsKeys.all, 500),
  "actor.offline": (_message, { invalidateSoon }) => invalidateSoon(camsKeys.all, 500),
};
