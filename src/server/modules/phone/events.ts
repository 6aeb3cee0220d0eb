import type { Language } from "../../../common/languages.ts";

/** The phone module's domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /**
     * A PIN is to be texted or spoken to a number. The PIN travels in the event (the table keeps
     * only its hash); the outbox row is deleted once the message went out (docs/decisions.md).
     */
    "phone.pinRequested": {
      verificationId: number;
      channel: "sms" | "call";
      to: string;
      pin: string;
      language: Language;
    };
  }
}
