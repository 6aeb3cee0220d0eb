import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ZCredit } from "../../../common/contracts/accounts.ts";
import { ZBonusCodeCreate } from "../../../common/contracts/benefits.ts";
import { formatCoins } from "../../../common/money.ts";
import { runCommand } from "../../lib/command.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { restrictGuest, setGuestLock } from "../accounts/index.ts";
import { decideAgeCheck } from "../avs/index.ts";
import { createBonusCode } from "../benefits/index.ts";
import { renewDueSubscriptions } from "../payments/index.ts";
import { credit } from "../wallet/index.ts";
import { operatorContestRoutes } from "./contests.routes.ts";

/** Operator API for support and tests; off (404) unless OPERATOR_KEY is configured. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const authorize = operatorGuard(app);
  operatorContestRoutes(app);

  const guestParam = (request: FastifyRequest) =>
    parseInput(z.object({ guestId: z.coerce.number().int().positive().max(2_147_483_647) }), request.params)
      .guestId;
  // Support decides a pending age check, rejects one with a message, or revokes an accepted one.
  app.post("/internal/guests/:guestId/avs", async (request) => {
    authorize(request);
    const guestId = guestParam(request);
    const { status, message } = parseInput(
      z.strictObject({
        status: z.enum(["unknown", "pending", "accepted", "rejected", "revoked"]),
        message: z.string().trim().min(1).max(300).optional(),
      }),
      request.body,
    );
    await runCommand(app.ctx, decideAgeCheck, { guestId, status, message: message ?? null });
    return { success: true, avsStatus: status };
  });

  // Restricts a guest (e.g. after a charge-back) with the amount owed, or lifts the restriction.
  app.post("/internal/guests/:guestId/restrict", async (request) => {
    authorize(request);
    const guestId = guestParam(request);
    const input = parseInput(
      z.strictObject({
        level: z.number().int().min(0).max(9),
        compensationDueCents: z.number().int().min(0).max(10_000_000).default(0),
        forcePayment: z.boolean().default(false),
      }),
      request.body,
    );
    await runCommand(app.ctx, restrictGuest, { guestId, ...input });
    return { success: true };
  });

  app.post("/internal/guests/:guestId/lock", async (request) => {
    authorize(request);
    const guestId = guestParam(request);
    const { locked } = parseInput(z.strictObject({ locked: z.boolean() }), request.body);
    await runCommand(app.ctx, setGuestLock, { guestId, locked });
    return { success: true };
  });

  // Runs the renewal job now (it also runs every minute); `at` lets support replay a past run.
  app.post("/internal/subscriptions/renew", async (request) => {
    authorize(request);
    const { at } = parseInput(
      z.strictObject({ at: z.iso.datetime({ offset: true }).optional() }),
      request.body ?? {},
    );
    const report = await renewDueSubscriptions({
      db: app.ctx.db,
      provider: app.ctx.payments,
      now: at ? new Date(at) : app.ctx.now(),
    });
    return { success: true, renewed: report.renewed, ended: report.ended, failed: report.failed };
  });

  app.post("/internal/bonusCodes", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZBonusCodeCreate, request.body);
    const code = await runCommand(app.ctx, createBonusCode, { input });
    return reply.status(201).send({ success: true, code });
  });

  app.post("/internal/guests/:guestId/credit", async (request, reply) => {
    authorize(request);
    const guestId = guestParam(request);
    const input = parseInput(ZCredit, request.body);
    const result = await runCommand(app.ctx, credit, {
      guestId,
      coins: input.coins,
      kind: "credit",
      reason: input.reason,
    });
    return reply.status(201).send({
      success: true,
      guestBalance: result.balance,
      guestBalanceFormatted: formatCoins(result.balance),
    });
  });
}
