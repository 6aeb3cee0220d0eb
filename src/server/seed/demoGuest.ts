import type { Db } from "../db/client.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { guestIdByEmail, markEmailVerified, setAgeCheckState, signup } from "../modules/accounts/index.ts";
import { createBonusCode } from "../modules/benefits/index.ts";
import { balanceOf, credit } from "../modules/wallet/index.ts";

/** A demo bonus code (printed at start-up): 50 VXC and a video voucher. */
export const DEMO_BONUS_CODE = "WELCOME50";

/** Creates the demo bonus code unless it exists. */
export async function ensureDemoBonusCode(db: Db, now: Date): Promise<void> {
  const input = {
    code: DEMO_BONUS_CODE,
    benefits: [
      { kind: "coins" as const, amount: 50 },
      { kind: "voucher" as const, type: 1, amount: 1, validDays: 30 },
    ],
    validTo: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
    requireVip: false,
    requireMobileAuth: false,
  };
  try {
    await db.transaction((tx) => createBonusCode({ tx, input }));
  } catch (error) {
    // It exists from an earlier start: nothing to do.
    if (!(error instanceof AppError && error.code === AppErrorCode.CONFLICT)) throw error;
  }
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
  const existing = await guestIdByEmail(db, DEMO_GUEST.email);
  if (existing !== null) return balanceOf(db, existing);
  return db.transaction(async (tx) => {
    const { guest } = await signup({
      tx,
      input: { email: DEMO_GUEST.email, password: DEMO_GUEST.password, name: DEMO_GUEST.name },
      language: "de",
      // Made at start-up, not at an address: its mails lead to PUBLIC_URL.
      site: null,
      now,
    });
    // The demo guest is ready to use: age-checked, and its (example.) address counts as verified.
    await setAgeCheckState({ tx, guestId: guest.id, status: "accepted", message: null });
    await markEmailVerified(tx, guest.id, now);
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
