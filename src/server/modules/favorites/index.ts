/** The public surface of the favorites module: other modules and the transports import only this. */
export { actorPinnersSql, claimOnlineAlerts, type OnlineAlertChannel } from "./onlineAlerts.ts";
export { actorPinCounts, pinnedIds, pinnedSql, pinsOf } from "./queries.ts";
