/** The benefits' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest's vouchers changed (one spent, or granted by a bonus code); handlers read them now. */
    "benefits.vouchersChanged": { guestId: number };
    /** A bonus code granted a guest VIP days; handlers read the VIP state now. */
    "benefits.vipDaysGranted": { guestId: number; days: number };
    /** A guest redeemed a bonus code (its benefits were granted in the same transaction). */
    "benefits.bonusRedeemed": { guestId: number; code: string };
  }
}

export {};
