// The tables of accounts (modules/accounts): the guest row, login sessions, password-reset requests and mailed tokens.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
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

import {
  ONE_CLICK_BUY_DEFAULT_LIMIT,
  ONE_CLICK_BUY_MAX_LIMIT,
} from "../../../common/contracts/values/accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Guests with an account (spec core §3 Guest). Their coins are the wallet's (wallet_balances), their
 * deposit limit the payments' (deposit_limits): other modules write this row only through accounts'
 * named commands (docs/ARCHITECTURE.md "Tables and their owners").
 */
export const guests = pgTable(
  "guests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    isPayingCustomer: boolean("is_paying_customer").notNull().default(false),
    vipUntil: timestamp("vip_until", { withTimezone: true }),
    avsStatus: text("avs_status").notNull().default("unknown"),
    isLocked: boolean("is_locked").notNull().default(false),
    restrictionLevel: smallint("restriction_level").notNull().default(0),
    isForcePayment: boolean("is_force_payment").notNull().default(false),
    isBlockedForComments: boolean("is_blocked_for_comments").notNull().default(false),
    language: text("language").notNull().default("de"),
    signupOrigin: text("signup_origin").notNull().default("web"),
    /**
     * The site address (origin) the guest signed up at, one of the site's (lib/siteAddresses.ts): in
     * development the links of the guest's mails lead back to it (issue 27). Null before issue 27.
     */
    signupSite: text("signup_site"),
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
    /** "Buy with one click" (issue 27): while on, a purchase up to the limit skips its confirmation. */
    oneClickBuy: boolean("one_click_buy").notNull().default(false),
    /** The most (VXC) a purchase with one click may cost; kept while the setting is off. */
    oneClickBuyLimit: integer("one_click_buy_limit").notNull().default(ONE_CLICK_BUY_DEFAULT_LIMIT),
    /** What a restricted guest owes (e.g. after a charge-back); paying it lifts the restriction. */
    compensationDueCents: integer("compensation_due_cents").notNull().default(0),
    /** Set when the guest deleted the account: personal data erased, ledger kept pseudonymised. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("guests_email_lower_idx").on(sql`lower(${t.email})`),
    check("guests_avs_status", sql`${t.avsStatus} in ('unknown','pending','accepted','rejected','revoked')`),
    check("guests_compensation_nonnegative", sql`${t.compensationDueCents} >= 0`),
    check(
      "guests_one_click_buy_limit",
      sql`${t.oneClickBuyLimit} between 1 and ${sql.raw(String(ONE_CLICK_BUY_MAX_LIMIT))}`,
    ),
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
