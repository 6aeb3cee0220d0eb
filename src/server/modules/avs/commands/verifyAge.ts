import type { AgeCheckInput, AgeCheckProvider } from "../../../adapters/age-check/ageCheckProvider.ts";
import type { Tx } from "../../../db/client.ts";
import { avsChecks } from "../../../db/schema/avs.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { lockActiveGuest, setAgeCheckState } from "../../accounts/index.ts";

/** The age-check state a guest is answered with. */
export interface AgeCheckAnswer {
  avsStatus: string;
  avsRejectMessage: string | null;
}

/**
 * The guest's age check with the provider, in the caller's transaction: the provider decides
 * accepted, rejected (with a message shown to the guest) or pending (support decides, see
 * decideAgeCheck()). Only the outcome is stored, with avs.statusChanged. An accepted check is final
 * until support revokes it: asking again changes nothing.
 */
export async function verifyAge(options: {
  tx: Tx;
  provider: AgeCheckProvider;
  guestId: number;
  input: AgeCheckInput;
  now: Date;
}): Promise<AgeCheckAnswer> {
  const { tx, guestId, now } = options;
  // The guest's row lock first: two checks of one guest never interleave.
  const current = await lockActiveGuest(tx, guestId);
  if (current.avsStatus === "accepted") return { avsStatus: "accepted", avsRejectMessage: null };
  const outcome = options.provider.verify(options.input, now);
  const message = outcome.status === "rejected" ? outcome.message : null;
  await tx.insert(avsChecks).values({
    guestId,
    method: "document",
    status: outcome.status,
    message,
    providerReference: outcome.reference,
    createdAt: now,
    decidedAt: outcome.status === "pending" ? null : now,
  });
  await setAgeCheckState({ tx, guestId, status: outcome.status, message });
  await recordEvent(tx, "avs.statusChanged", { guestId });
  return { avsStatus: outcome.status, avsRejectMessage: message };
}
