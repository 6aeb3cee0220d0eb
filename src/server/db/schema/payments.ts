// The tables of payments (modules/payments): saved cards, card payments, subscriptions.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";
import { ledgerEntries } from "./wallet.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A guest's saved card: only what the provider returns after tokenising it (brand, last four
 * digits, expiry and the provider's token). The card number itself is never stored.
 */
export const paymentCards = pgTable("payment_cards", {
  guestId: integer("guest_id")
    .primaryKey()
    .references(() => guests.id, { onDelete: "cascade" }),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  providerToken: text("provider_token").notNull(),
  createdAt: createdAt(),
});

/**
 * Card payments: coin packages (charge, oneclick, autorecharge), subscription periods and
 * compensation. `succeeded` is reached in the same transaction that credits the coins or extends
 * the subscription; a declined payment is kept for the guest's history and support.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id),
    purpose: text("purpose").notNull(),
    /** The coin package or the subscription plan paid for. */
    productId: text("product_id"),
    subscriptionId: integer("subscription_id"),
    coins: integer("coins").notNull().default(0),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** Euro value in cents, for deposit limits across currencies. */
    euroCents: integer("euro_cents").notNull(),
    status: text("status").notNull(),
    declineReason: text("decline_reason"),
    providerReference: text("provider_reference"),
    cardLast4: text("card_last4"),
    /** A card to save once a payment that needs confirmation succeeds (the provider's token only). */
    cardToSave: jsonb("card_to_save").$type<{
      token: string;
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
    }>(),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("payments_guest_idx").on(t.guestId, t.createdAt),
    check(
      "payments_purpose",
      sql`${t.purpose} in ('charge','oneclick','autorecharge','subscription','compensation')`,
    ),
    check("payments_status", sql`${t.status} in ('requires_confirmation','succeeded','declined')`),
    check("payments_currency", sql`${t.currency} in ('EUR','CHF')`),
    check("payments_amount_positive", sql`${t.amountMinor} > 0 and ${t.euroCents} > 0`),
    check("payments_coins_nonnegative", sql`${t.coins} >= 0`),
  ],
);

/**
 * Subscriptions (vip, trialvip, vxtv): a paid period that renews from the saved card until
 * cancelled. A cancelled subscription runs to the end of its period.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    status: text("status").notNull(),
    currency: text("currency").notNull(),
    /** Price of the next renewal in minor units. */
    renewalMinor: integer("renewal_minor").notNull(),
    periodDays: smallint("period_days").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** Renewals still at the cancellation-offer price. */
    discountedRenewals: smallint("discounted_renewals").notNull().default(0),
    offerAcceptedAt: timestamp("offer_accepted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("subscriptions_plan", sql`${t.plan} in ('vip','trialvip','vxtv')`),
    check("subscriptions_status", sql`${t.status} in ('active','cancelled','ended')`),
    // One running VIP-type and one running TV subscription per guest.
    uniqueIndex("subscriptions_running_idx")
      .on(t.guestId, sql`(case when ${t.plan} = 'vxtv' then 'tv' else 'vip' end)`)
      .where(sql`${t.status} <> 'ended'`),
    index("subscriptions_due_idx").on(t.currentPeriodEnd).where(sql`${t.status} <> 'ended'`),
  ],
);

/**
 * A guest's monthly deposit limit in euro cents (null: none) and its pending change: a raised or
 * removed limit takes effect only after a cooling-off period (modules/payments policy.ts). A guest
 * without a row has no limit.
 */
export const depositLimits = pgTable("deposit_limits", {
  guestId: integer("guest_id")
    .primaryKey()
    .references(() => guests.id, { onDelete: "cascade" }),
  depositLimitCents: integer("limit_cents"),
  depositLimitNextCents: integer("next_cents"),
  depositLimitNextFrom: timestamp("next_from", { withTimezone: true }),
});
