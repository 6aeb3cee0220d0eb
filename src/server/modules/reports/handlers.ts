import type { ReportReason } from "../../../common/contracts/reports.ts";
import { normalizeLanguage } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { firstDelivery } from "../../lib/outbox/events.ts";
import { mailLinkOrigin } from "../../lib/siteAddresses.ts";
import "./events.ts";
import { decisionMail, operatorNotice, receiptMail } from "./mails.ts";
import { contentReportById } from "./queries.ts";

const RECEIPT = "reports.receipt";
const DECISION = "reports.decision";

/**
 * A report came in: its receipt (number, page, reason, the link to its state) to the reporter who
 * left an address, and a notice to the operator when OPERATOR_EMAIL is set. Claimed once per event
 * before anything is sent: a redelivered event mails nobody twice; a failing mail server is logged.
 */
export const mailReceipt = onEvent("reports.received", RECEIPT, async (events, ctx, log) => {
  for (const event of events) {
    if (!(await firstDelivery(ctx.db, event.id, RECEIPT))) continue;
    const report = await contentReportById(ctx.db, event.payload.reportId);
    if (!report) continue;
    const language = normalizeLanguage(report.language);
    const link = `${mailLinkOrigin(ctx.config, null)}${buildPath(language, "contentReport")}?reference=${report.reference}`;
    const mails = [
      ...(report.reporterEmail
        ? [
            {
              to: report.reporterEmail,
              ...receiptMail(language, { ...report, reason: report.reason as ReportReason }, link),
            },
          ]
        : []),
      ...(ctx.config.operatorEmail ? [{ to: ctx.config.operatorEmail, ...operatorNotice(report) }] : []),
    ];
    for (const mail of mails)
      await ctx.mailer
        .send(mail)
        .catch((error: unknown) => log.error({ err: error, reportId: report.id }, "report mail failed"));
  }
});

/** A report was decided: the decision and its reasons to the reporter who left an address, once. */
export const mailDecision = onEvent("reports.decided", DECISION, async (events, ctx, log) => {
  for (const event of events) {
    if (!(await firstDelivery(ctx.db, event.id, DECISION))) continue;
    const report = await contentReportById(ctx.db, event.payload.reportId);
    if (!report?.reporterEmail || !report.decision) continue;
    const mail = decisionMail(normalizeLanguage(report.language), {
      reference: report.reference,
      url: report.url,
      actioned: report.status === "actioned",
      decision: report.decision,
    });
    await ctx.mailer
      .send({ to: report.reporterEmail, ...mail })
      .catch((error: unknown) =>
        log.error({ err: error, reportId: report.id }, "report decision mail failed"),
      );
  }
});

/** Every handler of this module, for the boot's registry (eventHandlers.ts). */
export const reportHandlers = [mailReceipt, mailDecision];
