/**
 * The notifications contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** The notification types this platform produces (numbers of the original catalogue). */
export enum NotificationType {
  /** A favourite actor came online: {actorId, actorName}. */
  ActorOnline = 1,
  /** An actor wrote in the messenger: {actorId, actorName, channelId}. */
  NewMessage = 2,
  /** Coins were credited: {coins}. */
  Payment = 3,
  /** A show the guest holds a ticket for begins in 15 minutes: {showId, actorId, actorName, title, start}. */
  ShowReminder = 30,
  /** A show the guest holds a ticket for has begun (private ticket show invitation): same data. */
  ShowInvitation = 31,
  /** A show the guest held a ticket for was cancelled and the ticket refunded: same data. */
  ShowCancelled = 32,
  /** A followed performer published a feed post: {actorId, actorName, postId}. */
  FeedPost = 40,
  /** The tipping goal of a post the guest tipped (or of a followed performer) was reached: same data. */
  FeedGoalReached = 41,
}

/** Types that are stored but never listed (spec core §4). */
export const HIDDEN_NOTIFICATION_TYPES: readonly number[] = [6, 7, 13, 14, 15, 22];

/** Notifications in the navbar dropdown and the initial list (spec core §7: newest 5). */
export const NAVBAR_NOTIFICATIONS = 5;
/** Largest page of GET notifications. */
export const MAX_NOTIFICATIONS_PAGE = 50;
