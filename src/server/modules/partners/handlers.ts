import type { PartnerKind } from "../../../common/contracts/partners.ts";
import { normalizeLanguage } from "../../../common/languages.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { firstDelivery } from "../../lib/outbox/events.ts";
import "./events.ts";
import { confirmationMail, operatorNotice } from "./mails.ts";
import { applicationById } from "./queries.ts";

const CONFIRM = "partners.confirm";

/**
 * An application came in: the applicant's confirmation and, when OPERATOR_EMAIL is set, the
 * operator's notice, claimed once per event before they are sent; a failing mail server is logged.
 */
export const confirmApplication = onEvent("partners.applied", CONFIRM, async (events, ctx, log) => {
  for (const event of events) {
    if (!(await firstDelivery(ctx.db, event.id, CONFIRM))) continue;
    const application = await applicationById(ctx.db, event.payload.applicationId);
    if (!application) continue;
    const language = normalizeLanguage(application.language);
    const mails = [
      {
        to: application.email,
        ...confirmationMail(language, application.name, application.kind as PartnerKind),
      },
      ...(ctx.config.operatorEmail ? [{ to: ctx.config.operatorEmail, ...operatorNotice(application) }] : []),
    ];
    for (const mail of mails)
      await ctx.mailer
        .send(mail)
        .catch((error: unknown) =>
          log.error({ err: error, applicationId: application.id }, "application mail failed"),
        );
  }
});

/** Every handler of this module, for the boot's registry (eventHandlers.ts). */
export const partnerHandlers = [confirmApplication];
