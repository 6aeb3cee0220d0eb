/** The age check's domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest's age-check status was set (by the provider's answer or by support). */
    "avs.statusChanged": { guestId: number };
  }
}

export {};
