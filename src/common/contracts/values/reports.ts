/** The content reports' reasons, states and limits, and the receipt's shape. Zod-free: the report page imports it. */

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
