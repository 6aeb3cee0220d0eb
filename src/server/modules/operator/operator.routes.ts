import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ZCredit } from "../../../common/contracts/accounts.ts";
import { ZBonusCodeCreate } from "../../../common/contracts/benefits.ts";
import { formatCoins } from "../../../common/money.ts";
import type { DbOrTx } from "../../db/client.ts";
import { avsChecks, bonusCodes, guests, sessions } from "../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { pushGuestChanges, pushToGuest } from "../../realtime/publish.ts";
import { assertGiftsExist } from "../messenger/gifts/queries.ts";
import { renewDueSubscriptions } from "../payments/commands/subscriptions.ts";
import { credit } from "../wallet/commands/changeBalance.ts";

async function updateGuestIn(tx: DbOrTx, guestId: number, values: Partial<typeof guests.$inferInsert>) {
  const [row] = await tx
    .update(guests)
    .set(values)
    .where(eq(guests.id, guestId))
    .returning({ id: guests.id });
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
}

/** Operator API for support and tests; off (404) unless OPERATOR_KEY is configured. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const authorize = operatorGuard(app);

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
    await app.ctx.db.transaction(async (tx) => {
      await updateGuestIn(tx, guestId, {
        avsStatus: status,
        avsRejectMessage: status === "rejected" || status === "revoked" ? (message ?? null) : null,
      });
      if (status === "accepted" || status === "rejected")
        await tx
          .update(avsChecks)
          .set({ status, message: message ?? null, decidedAt: app.ctx.now() })
          .where(and(eq(avsChecks.guestId, guestId), eq(avsChecks.status, "pending")));
    });
    await pushGuestChanges(app.ctx, guestId, ["avs"], request.log);
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
    await updateGuestIn(app.ctx.db, guestId, {
      restrictionLevel: input.level,
      compensationDueCents: input.level === 0 ? 0 : input.compensationDueCents,
      isForcePayment: input.forcePayment,
    });
    // The page shows the restriction (status bar, opcompensation) after a reload.
    await pushToGuest(app.ctx, guestId, { type: "page.reload" }, request.log);
    return { success: true };
  });

  app.post("/internal/guests/:guestId/lock", async (request) => {
    authorize(request);
    const guestId = guestParam(request);
    const { locked } = parseInput(z.strictObject({ locked: z.boolean() }), request.body);
    await app.ctx.db.transaction(async (tx) => {
      await updateGuestIn(tx, guestId, { isLocked: locked });
      // A locked guest is logged out everywhere.
      if (locked) await tx.delete(sessions).where(eq(sessions.guestId, guestId));
    });
    if (locked) await pushToGuest(app.ctx, guestId, { type: "guest.locked" }, request.log);
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
    for (const guestId of new Set(report.guestIds))
      await pushGuestChanges(app.ctx, guestId, ["balance", "vip", "tv"], request.log);
    return { success: true, renewed: report.renewed, ended: report.ended, failed: report.failed };
  });

  app.post("/internal/bonusCodes", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZBonusCodeCreate, request.body);
    await assertGiftsExist(
      app.ctx.db,
      input.benefits.flatMap((benefit) => (benefit.kind === "messengerGifts" ? [benefit.giftId] : [])),
    );
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
    const guestId = guestParam(request);
    const input = parseInput(ZCredit, request.body);
    const result = await app.ctx.db.transaction((tx) =>
      credit({ tx, guestId, coins: input.coins, kind: "credit", reason: input.reason }),
    );
    await pushGuestChanges(app.ctx, guestId, ["balance"], request.log);
    return reply.status(201).send({
      success: true,
      guestBalance: result.balance,
      guestBalanceFormatted: formatCoins(result.balance),
    });
  });
}
