import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Guests with an account (spec core §3 Guest). The balance is the sum of their ledger entries. */
export const guests = pgTable(
  "guests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** VXC coins; never negative (CHECK plus conditional updates). */
    balance: integer("balance").notNull().default(0),
    isPayingCustomer: boolean("is_paying_customer").notNull().default(false),
    vipUntil: timestamp("vip_until", { withTimezone: true }),
    avsStatus: text("avs_status").notNull().default("unknown"),
    isLocked: boolean("is_locked").notNull().default(false),
    restrictionLevel: smallint("restriction_level").notNull().default(0),
    isForcePayment: boolean("is_force_payment").notNull().default(false),
    isBlockedForComments: boolean("is_blocked_for_comments").notNull().default(false),
    language: text("language").notNull().default("de"),
    signupOrigin: text("signup_origin").notNull().default("web"),
    /** Free-form client preferences (guest/savePreferences), at most 8 KB. */
    preferences: jsonb("preferences").$type<Record<string, unknown>>().notNull().default({}),
    notificationsSettings: jsonb("notifications_settings")
      .$type<Record<string, boolean>>()
      .notNull()
      .default({ email: true, push: false, newVideos: true, actorOnline: true, messages: true }),
    /** Newsletter subscriptions as type bits (VIP club 1024, late night 512, VR porn 2048, contests 256). */
    newsletterBits: integer("newsletter_bits").notNull().default(0),
    dataProtectionAcceptedAt: timestamp("data_protection_accepted_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    conversionChatEnabled: boolean("conversion_chat_enabled").notNull().default(true),
    autoRechargeTeaserState: text("auto_recharge_teaser_state").notNull().default("show"),
    /** Why the last age check was rejected (shown to the guest). */
    avsRejectMessage: text("avs_reject_message"),
    /** End of the paid TV subscription (a VIP counts as TV subscriber as well). */
    tvUntil: timestamp("tv_until", { withTimezone: true }),
    /** Coin packages offered for one-click charging (messenger, overlay). */
    oneClickConfig: jsonb("one_click_config")
      .$type<{ enabled: boolean; packageIds: string[] }>()
      .notNull()
      .default({ enabled: false, packageIds: [] }),
    /** Recharges the saved card with a package when the balance falls below the threshold. */
    autoRechargeConfig: jsonb("auto_recharge_config")
      .$type<{ enabled: boolean; thresholdCoins: number; packageId: string }>()
      .notNull()
      .default({ enabled: false, thresholdCoins: 20, packageId: "p40" }),
    /** Monthly deposit limit in euro cents chosen by the guest (null: none). */
    depositLimitCents: integer("deposit_limit_cents"),
    /** A raised or removed limit takes effect only after a cooling-off period. */
    depositLimitNextCents: integer("deposit_limit_next_cents"),
    depositLimitNextFrom: timestamp("deposit_limit_next_from", { withTimezone: true }),
    /** What a restricted guest owes (e.g. after a charge-back); paying it lifts the restriction. */
    compensationDueCents: integer("compensation_due_cents").notNull().default(0),
    /** Set when the guest deleted the account: personal data erased, ledger kept pseudonymised. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("guests_email_lower_idx").on(sql`lower(${t.email})`),
    check("guests_balance_nonnegative", sql`${t.balance} >= 0`),
    check("guests_avs_status", sql`${t.avsStatus} in ('unknown','pending','accepted','rejected','revoked')`),
    check("guests_compensation_nonnegative", sql`${t.compensationDueCents} >= 0`),
  ],
);

/**
 * Login sessions; only the SHA-256 of the token is stored. A `session` comes from a login; an
 * `overlay_ticket` is the short-lived token the site hands the payment overlay: it belongs to its
 * parent session and ends with it (ON DELETE CASCADE: logout, lock, expiry purge).
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    kind: text("kind").notNull().default("session"),
    /** The session an overlay ticket was issued to (null for sessions). */
    parentTokenHash: text("parent_token_hash").references((): AnyPgColumn => sessions.tokenHash, {
      onDelete: "cascade",
    }),
  },
  (t) => [
    index("sessions_guest_idx").on(t.guestId),
    index("sessions_parent_idx").on(t.parentTokenHash),
    check("sessions_kind", sql`${t.kind} in ('session','overlay_ticket')`),
    check("sessions_ticket_parent", sql`(${t.kind} = 'session') = (${t.parentTokenHash} is null)`),
  ],
);

/**
 * "Forgot password" requests, queued by auth/passwordLost with one cheap insert whatever the
 * address, and worked off after the answer (token and mail for a known address, nothing else).
 */
export const passwordResetRequests = pgTable("password_reset_requests", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull(),
  attempts: smallint("attempts").notNull().default(0),
  createdAt: createdAt(),
});

/** Every change of a guest's balance. `balanceAfter` makes the history auditable entry by entry. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** credit (operator), purchase, bonus, charge (a card payment) */
    kind: text("kind").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_guest_idx").on(t.guestId, t.id),
    check("ledger_delta_nonzero", sql`${t.delta} <> 0`),
    check("ledger_balance_after_nonnegative", sql`${t.balanceAfter} >= 0`),
  ],
);

/** What a guest owns: one row per bought video or album. */
export const purchases = pgTable(
  "purchases",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id),
    itemType: text("item_type").notNull(),
    itemId: integer("item_id").notNull(),
    price: integer("price").notNull(),
    /** The voucher spent instead of coins, if any. */
    voucherId: integer("voucher_id"),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.itemType, t.itemId] }),
    check("purchases_item_type", sql`${t.itemType} in ('video','album')`),
    check("purchases_price_nonnegative", sql`${t.price} >= 0`),
  ],
);

/** Answers of charging calls by Idempotency-Key, so a retry returns the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: smallint("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.key] })],
);

/** Single-use tokens mailed to a guest: e-mail verification and password reset (hash stored only). */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_guest_idx").on(t.guestId),
    check("account_tokens_purpose", sql`${t.purpose} in ('verify-email','reset-password')`),
  ],
);

/** Mails of the outbox adapter (used when no SMTP server is configured; shown at /dev/mailbox). */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: createdAt(),
});

/** Relations of spec core §3: subject guest, predicate has-seen/has-subscribed, an object type and id. */
export const guestRelations = pgTable(
  "guest_relations",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    relationTypeId: smallint("relation_type_id").notNull(),
    objectTypeId: smallint("object_type_id").notNull(),
    objectId: integer("object_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.relationTypeId, t.objectTypeId, t.objectId] })],
);

/**
 * Vouchers of a guest (spec core §3): a numeric type (1 video, 2 video chat, 3 credits, 4 photo
 * album, 5 messages, 6 messenger gift, 7 live show, 8 private show, 9 bonus code, 10 spins), how
 * many are left, an optional actor binding and a validity window.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    amount: integer("amount").notNull(),
    remaining: integer("remaining").notNull(),
    actorId: integer("actor_id"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("vouchers_guest_idx").on(t.guestId, t.type),
    check("vouchers_type", sql`${t.type} between 1 and 10`),
    check("vouchers_remaining", sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    check("vouchers_window", sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** A benefit a bonus code grants (spec content §3 "Bonus code"). */
export type Benefit =
  | { kind: "coins"; amount: number }
  | { kind: "vipDays"; days: number }
  | { kind: "voucher"; type: number; amount: number; validDays: number; actorId?: number }
  | { kind: "messengerGifts"; giftId: number; count: number };

/** Bonus codes: benefits, validity and conditions; each guest redeems a code once. */
export const bonusCodes = pgTable("bonus_codes", {
  code: text("code").primaryKey(),
  benefits: jsonb("benefits").$type<Benefit[]>().notNull(),
  validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
  requireVip: boolean("require_vip").notNull().default(false),
  requireMobileAuth: boolean("require_mobile_auth").notNull().default(false),
  createdAt: createdAt(),
});

export const bonusRedemptions = pgTable(
  "bonus_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => bonusCodes.code, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.guestId] })],
);
