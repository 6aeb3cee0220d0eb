/** The notifications' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A notification was stored for a guest; handlers read it (it may be gone again). */
    "notifications.added": { guestId: number; notificationId: number };
    /** The guest saw these notifications (the list was shown). */
    "notifications.seen": { guestId: number; ids: number[] };
    /** The guest read these notifications (they are seen too). */
    "notifications.read": { guestId: number; ids: number[] };
    /** The guest removed these notifications. */
    "notifications.removed": { guestId: number; ids: number[] };
    /** A guest's quiet hours are over: their held alerts (claimed) go out as one digest. */
    "notifications.digestDue": { guestId: number; alertIds: number[] };
  }
}

export {};
