import { and, count, desc, eq } from "drizzle-orm";
import type { ReportReason, ReportStatus, TContentReportReceipt } from "../../../common/contracts/reports.ts";
import type { DbOrTx } from "../../db/client.ts";
import { contentReports } from "../../db/schema/reports.ts";

type Row = typeof contentReports.$inferSelect;

/** What the reporter sees of her report (the receipt, later its decision). */
export function presentReceipt(row: Row): TContentReportReceipt {
  return {
    reference: row.reference,
    url: row.url,
    reason: row.reason as ReportReason,
    status: row.status as ReportStatus,
    received: row.createdAt.toISOString(),
    decided: row.decidedAt?.toISOString() ?? null,
    decision: row.decision,
  };
}

/** A report by its receipt number, as its reporter sees it, or null. */
export async function receiptOf(db: DbOrTx, reference: string): Promise<TContentReportReceipt | null> {
  const [row] = await db.select().from(contentReports).where(eq(contentReports.reference, reference));
  return row ? presentReceipt(row) : null;
}

/** A report as it was written (the mails' handlers). */
export async function contentReportById(db: DbOrTx, id: number): Promise<Row | null> {
  const [row] = await db.select().from(contentReports).where(eq(contentReports.id, id));
  return row ?? null;
}

/** The operator's list: every report (or those of a status), oldest open first, newest decided first. */
export async function listContentReports(
  db: DbOrTx,
  options: { status: ReportStatus | null; limit: number; offset: number },
) {
  const where = options.status ? eq(contentReports.status, options.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentReports)
      .where(where)
      .orderBy(
        desc(eq(contentReports.status, "received")),
        options.status === "received" ? contentReports.createdAt : desc(contentReports.createdAt),
        contentReports.id,
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(contentReports).where(and(where)),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      ...presentReceipt(row),
      explanation: row.explanation,
      reporterName: row.reporterName,
      reporterEmail: row.reporterEmail,
      guestId: row.guestId,
      language: row.language,
    })),
  };
}
