import { and, count, eq, gte, sql } from "drizzle-orm";
import {
  REPORT_LIMITS,
  type TContentReportInput,
  type TReportDecision,
} from "../../../common/contracts/reports.ts";
import type { Language } from "../../../common/languages.ts";
import type { Tx } from "../../db/client.ts";
import { contentReports } from "../../db/schema/reports.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { recordEvent } from "../../lib/outbox/events.ts";
import "./events.ts";
import { newReference } from "./policy.ts";

const HOUR = 3_600_000;

/**
 * A content report comes in: counted against its network's limits and written under one lock per
 * network (so parallel reports cannot pass the limit together), with the event that sends the
 * receipt after the commit. `path` is already the site's own (policy.reportedPath).
 */
export async function submitContentReport(options: {
  tx: Tx;
  input: TContentReportInput;
  path: string;
  guestId: number | null;
  network: string;
  language: Language;
  now: Date;
}) {
  const { tx, input, network, now } = options;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-report:${network}`}))`);
  const since = (ms: number) =>
    tx
      .select({ n: count() })
      .from(contentReports)
      .where(
        and(eq(contentReports.network, network), gte(contentReports.createdAt, new Date(now.getTime() - ms))),
      );
  const [[hour], [day]] = await Promise.all([since(HOUR), since(24 * HOUR)]);
  if ((hour?.n ?? 0) >= REPORT_LIMITS.perHour || (day?.n ?? 0) >= REPORT_LIMITS.perDay)
    throw new AppError(
      AppErrorCode.RATE_LIMITED,
      "Too many reports from your network; please try again later or write to our support",
    );
  const [row] = await tx
    .insert(contentReports)
    .values({
      reference: newReference(),
      url: options.path,
      reason: input.reason,
      explanation: input.explanation,
      reporterName: input.name || null,
      reporterEmail: input.email ?? null,
      guestId: options.guestId,
      network,
      language: options.language,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("content report not written");
  await recordEvent(tx, "reports.received", { reportId: row.id });
  return row;
}

/**
 * The operator decides a report once: acted on or rejected, with the reasons the reporter gets. A
 * decided report is 409 (a decision is not rewritten; a new one needs a new report).
 */
export async function decideContentReport(options: {
  tx: Tx;
  reportId: number;
  input: TReportDecision;
  now: Date;
}) {
  const { tx, reportId, input, now } = options;
  const [row] = await tx
    .update(contentReports)
    .set({ status: input.status, decision: input.decision, decidedAt: now })
    .where(and(eq(contentReports.id, reportId), eq(contentReports.status, "received")))
    .returning();
  if (!row) {
    const [exists] = await tx
      .select({ status: contentReports.status })
      .from(contentReports)
      .where(eq(contentReports.id, reportId));
    if (!exists) throw notFound("Content report");
    throw new AppError(AppErrorCode.CONFLICT, `The report is already decided (${exists.status})`);
  }
  await recordEvent(tx, "reports.decided", { reportId: row.id });
  return row;
}
