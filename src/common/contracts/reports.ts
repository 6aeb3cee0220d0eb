import { z } from "zod";
import { ZEmail } from "./accounts.ts";
import { REPORT_LIMITS, REPORT_REASONS } from "./values/reports.ts";

export * from "./values/reports.ts";

/** A content report as the form sends it (reports/content). */
export const ZContentReportInput = z.strictObject({
  /** The page reported: a path of this site (/en/feed/12/) or its full address. */
  url: z.string().trim().min(1).max(500),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string().trim().min(REPORT_LIMITS.explanationMin).max(REPORT_LIMITS.explanationMax),
  name: z.string().trim().max(100).optional(),
  email: ZEmail.optional(),
  /** The reporter confirms that the report is accurate and complete to her knowledge (DSA Art. 16(2)(d)). */
  goodFaith: z.literal(true, { error: "Please confirm that the report is made in good faith" }),
});
export type TContentReportInput = z.infer<typeof ZContentReportInput>;

/** The operator decides a report: the content was acted on, or the report is rejected, with reasons. */
export const ZReportDecision = z.strictObject({
  status: z.enum(["actioned", "rejected"]),
  decision: z.string().trim().min(10).max(5000),
});
export type TReportDecision = z.infer<typeof ZReportDecision>;
