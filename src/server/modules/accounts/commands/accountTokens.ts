import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { accountTokens } from "../../../db/schema/accounts.ts";
import { hashToken } from "../sessions.ts";

export type TokenPurpose = "verify-email" | "reset-password";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 7 * 86_400_000,
  "reset-password": 60 * 60_000,
};

/** Issues a single-use token for a guest (only its hash is stored). */
export async function issueToken(
  tx: DbOrTx,
  guestId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    guestId,
    purpose,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** Uses a token once: the guest id when it was valid, unused and not expired, else null. */
export async function consumeToken(
  tx: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ guestId: accountTokens.guestId });
  return row?.guestId ?? null;
}
