import { z } from "zod";
import { ZEmail } from "./accounts.ts";

/** Why content is reported (the content report form; docs/decisions.md "Content reports"). */
export const REPORT_REASONS = [
  "illegal",
  "minor",
  "consent",
  "copyright",
  "privacy",
  "hate",
  "violence",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ["received", "actioned", "rejected"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  explanationMin: 10,
  explanationMax: 5000,
  /** Reports one network may send in an hour and in a day (an IPv6 /64 counts as one). */
  perHour: 5,
  perDay: 20,
} as const;

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

/** What the reporter gets back, and what the receipt's number shows later. */
export interface TContentReportReceipt {
  reference: string;
  url: string;
  reason: ReportReason;
  status: ReportStatus;
  received: string;
  decided: string | null;
  decision: string | null;
}

/** The operator decides a report: the content was acted on, or the report is rejected, with reasons. */
export const ZReportDecision = z.strictObject({
  status: z.enum(["actioned", "rejected"]),
  decision: z.string().trim().min(10).max(5000),
});
export type TReportDecision = z.infer<typeof ZReportDecision>;
