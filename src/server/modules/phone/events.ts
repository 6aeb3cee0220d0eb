import type { Language } from "../../../common/languages.ts";

/** The phone module's domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /**
     * A verification started: its PIN is to be texted or spoken to a number. The event carries no
     * PIN: the sender makes it when it sends (issuePin), and only its salted hash is stored.
     */
    "phone.pinRequested": {
      verificationId: number;
      channel: "sms" | "call";
      to: string;
      language: Language;
    };
    /**
     * Today's PIN messages reached the share of the budget at which the operator is warned
     * (`threshold`) or the whole budget (`exhausted`); once per level and Berlin day.
     */
    "phone.pinBudgetWarning": {
      day: string;
      level: "threshold" | "exhausted";
      sent: number;
      dailyBudget: number;
      warnAtPercent: number;
    };
  }
}
