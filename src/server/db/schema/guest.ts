// The tables of guest (modules/guest): the guest's relations of spec core §3.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { integer, pgTable, primaryKey, smallint, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Relations of spec core §3: subject guest, predicate has-seen/has-subscribed, an object type and id. */
export const guestRelations = pgTable(
  "guest_relations",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    relationTypeId: smallint("relation_type_id").notNull(),
    objectTypeId: smallint("object_type_id").notNull(),
    objectId: integer("object_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.relationTypeId, t.objectTypeId, t.objectId] })],
);
