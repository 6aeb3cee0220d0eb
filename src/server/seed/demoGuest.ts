import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { guests } from "../db/schema/accounts.ts";
import { bonusCodes } from "../db/schema/benefits.ts";
import { signup } from "../modules/accounts/index.ts";
import { credit } from "../modules/wallet/index.ts";

/** A demo bonus code (printed at start-up): 50 VXC and a video voucher. */
export const DEMO_BONUS_CODE = "WELCOME50";

/** Creates the demo bonus code unless it exists. */
export async function ensureDemoBonusCode(db: Db, now: Date): Promise<void> {
  await db
    .insert(bonusCodes)
    .values({
      code: DEMO_BONUS_CODE,
      benefits: [
        { kind: "coins", amount: 50 },
        { kind: "voucher", type: 1, amount: 1, validDays: 30 },
      ],
      validTo: new Date(now.getTime() + 365 * 86_400_000),
    })
    .onConflictDoNothing();
}

/** The demo guest account printed at start-up (only ever created by the demo seed). */
export const DEMO_GUEST = {
  email: "demo@velvet.example",
  password: "velvet-demo",
  name: "Demo",
  coins: 500,
} as const;

/** Creates the demo guest with its coins (through the ledger) unless it exists; returns its balance. */
export async function ensureDemoGuest(db: Db, now: Date): Promise<number> {
  const [existing] = await db
    .select({ balance: guests.balance })
    .from(guests)
    .where(eq(sql`lower(${guests.email})`, DEMO_GUEST.email));
  if (existing) return existing.balance;
  return db.transaction(async (tx) => {
    const { guest } = await signup({
      tx,
      input: { email: DEMO_GUEST.email, password: DEMO_GUEST.password, name: DEMO_GUEST.name },
      language: "de",
      now,
    });
    // The demo guest is ready to use: age-checked, and its (example.) address counts as verified.
    await tx
      .update(guests)
      .set({ avsStatus: "accepted", emailVerifiedAt: now })
      .where(eq(guests.id, guest.id));
    const { balance } = await credit({
      tx,
      guestId: guest.id,
      coins: DEMO_GUEST.coins,
      kind: "credit",
      reason: "demo",
    });
    return balance;
  });
}
