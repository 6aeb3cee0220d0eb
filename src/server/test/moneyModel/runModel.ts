import type { TestServer } from "../testServer.ts";
import { Auditor } from "./auditor.ts";
import { ModelViolation, type PlannedOp, planOp, type StepContext, settleLocks } from "./operations.ts";
import { Prng } from "./prng.ts";
import { buildWorld, OPERATOR, send, type World } from "./world.ts";

export interface ModelOptions {
  seed: number;
  /** Operations (HTTP requests) to send in all. */
  ops: number;
  guests: number;
  /** Operations per step, run concurrently. */
  minPerStep: number;
  maxPerStep: number;
  /** A locked guest's answers must be refusals (the lock policy is in place). */
  strictLock: boolean;
  /** Whole-table audit every this many steps (and at the end). */
  fullAuditEvery: number;
}

export interface ModelReport {
  seed: number;
  steps: number;
  ops: number;
  /** Requests sent per operation kind, plus "bought" (charged buys). */
  counts: Record<string, number>;
  renewals: number;
  ms: number;
  /** Time spent building the world, running operations and auditing. */
  timing: { setup: number; ops: number; audit: number; fullAudit: number; cpu: number };
}

/** The failure of a run: the seed to replay it, the step and the guest whose books went wrong. */
export class ModelFailure extends Error {
  constructor(
    readonly seed: number,
    readonly step: number,
    readonly guestId: number | null,
    cause: unknown,
  ) {
    const what = cause instanceof Error ? cause.message : String(cause);
    super(
      `money model failed: seed=${seed} step=${step} guest=${guestId ?? "-"}: ${what}\n` +
        `replay: MONEY_MODEL_SEED=${seed} (same operations; the interleaving is the database's)`,
    );
    this.name = "ModelFailure";
    if (!(cause instanceof ModelViolation) && cause instanceof Error && cause.stack)
      this.stack += `\n${cause.stack}`;
  }
}

const DAY = 86_400_000;

/** The renewal job as a step of its own: every active subscription renews once, the rest end. */
async function renewStep(world: World, counts: Record<string, number>) {
  let renewed = 0;
  let ended = 0;
  let failed = 0;
  for (const guest of world.guests)
    for (const kind of ["vip", "tv"] as const) {
      const state = guest.subs[kind];
      if (state === "cancelled") ended += 1;
      else if (state === "active" && guest.locked) failed += 1;
      else if (state === "active") renewed += 1;
    }
  const answer = await send(world, "POST", "internal/subscriptions/renew", {
    headers: OPERATOR,
    payload: JSON.stringify({ at: new Date(world.renewAt).toISOString() }),
  });
  counts.renew = (counts.renew ?? 0) + 1;
  if (answer.status !== 200)
    throw new ModelViolation(null, `renewal run answered ${answer.status} ${answer.text}`);
  const report = answer.body as { renewed: number; ended: number; failed: number };
  if (report.renewed !== renewed || report.ended !== ended || report.failed !== failed)
    throw new ModelViolation(
      null,
      `renewal run: ${JSON.stringify(report)}, the model expects ${JSON.stringify({ renewed, ended, failed })}`,
    );
  for (const guest of world.guests)
    for (const kind of ["vip", "tv"] as const)
      if (guest.subs[kind] === "cancelled" || (guest.subs[kind] === "active" && guest.locked))
        guest.subs[kind] = "none";
  world.renewals += renewed;
  world.renewAt += 31 * DAY;
}

/**
 * Runs the seeded money model against a test server: steps of random operations sent at once,
 * the auditor after every step. Throws ModelFailure (seed, step, guest) at the first broken rule.
 */
export async function runMoneyModel(server: TestServer, options: ModelOptions): Promise<ModelReport> {
  const started = Date.now();
  const rng = new Prng(options.seed);
  const world = await buildWorld(server, rng, options.guests);
  const timing = { setup: Date.now() - started, ops: 0, audit: 0, fullAudit: 0, cpu: 0 };
  const cpuAtStart = process.cpuUsage();
  const auditor = new Auditor(world, server.database.db);
  const counts: Record<string, number> = {};
  let ops = 0;
  let step = 0;
  const audit = async (touched: Set<number>, full: boolean) => {
    const from = Date.now();
    try {
      await auditor.step(touched);
      const fullFrom = Date.now();
      if (full) await auditor.full();
      timing.fullAudit += Date.now() - fullFrom;
    } catch (error) {
      throw new ModelFailure(
        options.seed,
        step,
        error instanceof ModelViolation ? error.guestId : null,
        error,
      );
    } finally {
      timing.audit += Date.now() - from;
    }
  };
  await audit(new Set(world.guests.map((g) => g.id)), true);
  while (ops < options.ops) {
    step += 1;
    if (rng.chance(1 / 150)) {
      try {
        await renewStep(world, counts);
      } catch (error) {
        throw new ModelFailure(options.seed, step, null, error);
      }
      ops += 1;
      // Renewals write no coins: the step check and the number of renewals suffice.
      await audit(new Set(), false);
      try {
        await auditor.renewals();
      } catch (error) {
        throw new ModelFailure(options.seed, step, null, error);
      }
      continue;
    }
    const size = rng.int(options.minPerStep, options.maxPerStep);
    const planned: PlannedOp[] = [];
    for (let n = 0; n < size; n++) planned.push(planOp(world, rng));
    const ctx: StepContext = {
      world,
      step,
      busy: new Map(),
      lockChanging: new Set(),
      lockedAtStart: new Map(world.guests.map((g) => [g.id, g.locked])),
      strictLock: options.strictLock,
      counts,
    };
    for (const op of planned) {
      ctx.busy.set(op.guest.id, (ctx.busy.get(op.guest.id) ?? 0) + op.requests);
      if (op.kind === "lock" || op.kind === "unlock") ctx.lockChanging.add(op.guest.id);
      counts[op.kind] = (counts[op.kind] ?? 0) + op.requests;
      ops += op.requests;
    }
    // Every request is awaited before the audit (and before a failure is reported), so the
    // auditor sees committed work only.
    const from = Date.now();
    const settled = await Promise.allSettled(planned.map((op) => op.run(ctx)));
    timing.ops += Date.now() - from;
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
    if (failed)
      throw new ModelFailure(
        options.seed,
        step,
        failed.reason instanceof ModelViolation ? failed.reason.guestId : null,
        failed.reason,
      );
    const relocked = await settleLocks(world, ctx.lockChanging);
    if (relocked > 0) counts.lockStateSettled = (counts.lockStateSettled ?? 0) + relocked;
    await audit(new Set(ctx.busy.keys()), step % options.fullAuditEvery === 0);
  }
  await audit(new Set(), true);
  const cpu = process.cpuUsage(cpuAtStart);
  timing.cpu = Math.round((cpu.user + cpu.system) / 1000);
  return {
    seed: options.seed,
    steps: step,
    ops,
    counts,
    renewals: world.renewals,
    ms: Date.now() - started,
    timing,
  };
}
