import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ZCredit } from "../../../common/contracts/accounts.ts";
import { ZBonusCodeCreate } from "../../../common/contracts/benefits.ts";
import { formatCoins } from "../../../common/money.ts";
import { bonusCodes, guests } from "../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { credit } from "../wallet/commands/changeBalance.ts";

/** Operator API for support and tests; off (404) unless OPERATOR_KEY is configured. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const configured = app.ctx.config.operatorKey;
  const authorize = (request: FastifyRequest) => {
    if (!configured) throw new AppError(AppErrorCode.NOT_FOUND, "Not found");
    const given = Buffer.from(String(request.headers["x-operator-key"] ?? ""));
    const expected = Buffer.from(configured);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(AppErrorCode.FORBIDDEN, "Operator key missing or wrong");
  };

  // Support sets a guest's age-check status by hand (e.g. after a manual document check).
  app.post("/internal/guests/:guestId/avs", async (request) => {
    authorize(request);
    const { guestId } = parseInput(
      z.object({ guestId: z.coerce.number().int().positive().max(2_147_483_647) }),
      request.params,
    );
    const { status } = parseInput(
      z.strictObject({ status: z.enum(["unknown", "pending", "accepted", "rejected"]) }),
      request.body,
    );
    const [row] = await app.ctx.db
      .update(guests)
      .set({ avsStatus: status })
      .where(eq(guests.id, guestId))
      .returning({ id: guests.id });
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
    return { success: true, avsStatus: status };
  });

  app.post("/internal/bonusCodes", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZBonusCodeCreate, request.body);
    const [created] = await app.ctx.db
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
    return reply.status(201).send({ success: true, code: created.code });
  });

  app.post("/internal/guests/:guestId/credit", async (request, reply) => {
    authorize(request);
    const { guestId } = parseInput(
      z.object({ guestId: z.coerce.number().int().positive().max(2_147_483_647) }),
      request.params,
    );
    const input = parseInput(ZCredit, request.body);
    const result = await app.ctx.db.transaction((tx) =>
      credit({ tx, guestId, coins: input.coins, kind: "credit", reason: input.reason }),
    );
    return reply.status(201).send({
      success: true,
      guestBalance: result.balance,
      guestBalanceFormatted: formatCoins(result.balance),
    });
  });
}
