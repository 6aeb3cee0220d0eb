import { runCommand } from "../../lib/command.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { firstDelivery } from "../../lib/outbox/events.ts";
import { issuePin } from "./commands/issuePin.ts";
import { budgetWarningMail, pinMessageText } from "./messages.ts";

const SEND_PIN = "phone.sendPin";
const WARN_OPERATOR = "phone.warnOperator";

/**
 * A verification started: its PIN is made now (issuePin: only the hash is stored, once, so a
 * redelivered event texts nobody twice) and goes out by SMS or voice call. A failing gateway is
 * logged (the guest asks for a new code), not retried into a late burst.
 */
export const sendPin = onEvent("phone.pinRequested", SEND_PIN, async (events, ctx, log) => {
  for (const event of events) {
    const { channel, to, language, verificationId } = event.payload;
    const pin = await runCommand(ctx, issuePin, { verificationId });
    if (pin === null) continue;
    try {
      await ctx.phone.send({ channel, to, text: pinMessageText(channel, pin, language) });
    } catch (error) {
      log.error({ err: error, verificationId }, "PIN message failed");
    }
  }
});

/**
 * Today's PIN budget reached its warning share or ran out: a warning in the log and, when
 * OPERATOR_EMAIL is set, a mail to the operator, once per event (claimed before it is sent).
 */
export const warnOperator = onEvent("phone.pinBudgetWarning", WARN_OPERATOR, async (events, ctx, log) => {
  for (const event of events) {
    // One statement, atomic on its own: no transaction around it.
    const claimed = await firstDelivery(ctx.db, event.id, WARN_OPERATOR);
    if (!claimed) continue;
    const mail = budgetWarningMail(event.payload);
    if (log.warn) log.warn({ ...event.payload }, mail.subject);
    else log.error({ ...event.payload }, mail.subject);
    const to = ctx.config.operatorEmail;
    if (!to) continue;
    try {
      await ctx.mailer.send({ to, ...mail });
    } catch (error) {
      log.error({ err: error, ...event.payload }, "PIN budget warning mail failed");
    }
  }
});

/** Every handler of this module, for the boot's registry (eventHandlers.ts). */
export const phoneHandlers = [sendPin, warnOperator];
