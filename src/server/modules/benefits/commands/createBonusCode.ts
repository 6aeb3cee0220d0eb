import type { z } from "zod";
import type { ZBonusCodeCreate } from "../../../../common/contracts/benefits.ts";
import type { Tx } from "../../../db/client.ts";
import { bonusCodes } from "../../../db/schema/benefits.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { assertGiftsExist } from "../../gifts/index.ts";

/**
 * Support creates a bonus code, in the caller's transaction: every gift it grants must exist (400),
 * and a code exists once (409). Answers the code as stored.
 */
export async function createBonusCode(options: {
  tx: Tx;
  input: z.output<typeof ZBonusCodeCreate>;
}): Promise<string> {
  const { tx, input } = options;
  await assertGiftsExist(
    tx,
    input.benefits.flatMap((benefit) => (benefit.kind === "messengerGifts" ? [benefit.giftId] : [])),
  );
  const [created] = await tx
    .insert(bonusCodes)
    .values({
      code: input.code,
      benefits: input.benefits,
      validTo: new Date(input.validTo),
      requireVip: input.requireVip,
      requireMobileAuth: input.requireMobileAuth,
    })
    .onConflictDoNothing()
    .returning({ code: bonusCodes.code });
  if (!created) throw new AppError(AppErrorCode.CONFLICT, "This bonus code exists already");
  return created.code;
}
