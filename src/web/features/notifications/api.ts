import type { TNotificationChange, TNotificationList } from "../../../common/contracts/notifications.ts";
import { NAVBAR_NOTIFICATIONS } from "../../../common/contracts/values/notifications.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** The notifications REST calls of the web app (session cookie). */
export const notificationsApi = {
  list: (language: Language, limit = NAVBAR_NOTIFICATIONS) =>
    rest<TNotificationList>("notifications", { language, payload: { limit } }),
  seen: (ids?: number[]) =>
    rest<TNotificationChange>("notifications/seen", { method: "POST", payload: ids ? { ids } : {} }),
  read: (ids: number[]) =>
    rest<TNotificationChange>("notifications/read", { method: "POST", payload: { ids } }),
  remove: (ids: number[]) =>
    rest<TNotificationChange>("notifications/remove", { method: "POST", payload: { ids } }),
};
