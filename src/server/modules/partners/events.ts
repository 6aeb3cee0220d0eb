/** The partner applications' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** An application came in: the applicant's confirmation and the operator's notice go out. */
    "partners.applied": { applicationId: number };
  }
}

export {};
