/** The content reports' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A content report came in: its receipt goes to the reporter, a notice to the operator. */
    "reports.received": { reportId: number };
    /** The operator decided a report: the decision and its reasons go to the reporter. */
    "reports.decided": { reportId: number };
  }
}

export {};
