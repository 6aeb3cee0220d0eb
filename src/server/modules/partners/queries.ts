import { and, count, desc, eq } from "drizzle-orm";
import type { PartnerKind, PartnerStatus } from "../../../common/contracts/partners.ts";
import type { DbOrTx } from "../../db/client.ts";
import { partnerApplications } from "../../db/schema/partners.ts";

/** An application as written (the mails' handler). */
export async function applicationById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return row ?? null;
}

/** The operator's list, newest first, by kind and status. */
export async function listApplications(
  db: DbOrTx,
  options: { kind: PartnerKind | null; status: PartnerStatus | null; limit: number; offset: number },
) {
  const where = and(
    options.kind ? eq(partnerApplications.kind, options.kind) : undefined,
    options.status ? eq(partnerApplications.status, options.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partnerApplications)
      .where(where)
      .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(partnerApplications).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ network: _network, createdAt, ...row }) => ({
      ...row,
      created: createdAt.toISOString(),
    })),
  };
}
