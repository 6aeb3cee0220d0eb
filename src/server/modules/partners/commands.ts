import { and, count, eq, gte, sql } from "drizzle-orm";
import {
  PARTNER_LIMITS,
  type PartnerStatus,
  type TPartnerApplication,
} from "../../../common/contracts/partners.ts";
import type { Language } from "../../../common/languages.ts";
import type { Tx } from "../../db/client.ts";
import { partnerApplications } from "../../db/schema/partners.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { recordEvent } from "../../lib/outbox/events.ts";
import "./events.ts";
import { checkApplicantAge } from "./policy.ts";

const DAY = 86_400_000;

/**
 * An application comes in: a performer must be 18 or older; the network's daily limit is counted
 * and the application written under one lock per network, with the event that mails the applicant
 * and the operator after the commit.
 */
export async function submitApplication(options: {
  tx: Tx;
  input: TPartnerApplication;
  network: string;
  language: Language;
  now: Date;
}) {
  const { tx, input, network, now } = options;
  if (input.kind === "model") checkApplicantAge(input.birthDate, now);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-application:${network}`}))`);
  const [today] = await tx
    .select({ n: count() })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.network, network),
        gte(partnerApplications.createdAt, new Date(now.getTime() - DAY)),
      ),
    );
  if ((today?.n ?? 0) >= PARTNER_LIMITS.perDay)
    throw new AppError(
      AppErrorCode.RATE_LIMITED,
      "Too many applications from your network today; try again tomorrow",
    );
  const [row] = await tx
    .insert(partnerApplications)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      country: input.country,
      birthDate: input.kind === "model" ? input.birthDate : null,
      website: input.kind === "affiliate" ? input.website : null,
      message: input.message,
      language: options.language,
      network,
      createdAt: now,
    })
    .returning({
      id: partnerApplications.id,
      kind: partnerApplications.kind,
      createdAt: partnerApplications.createdAt,
    });
  if (!row) throw new Error("partner application not written");
  await recordEvent(tx, "partners.applied", { applicationId: row.id });
  return row;
}

/** The operator records what became of an application. */
export async function setApplicationStatus(options: {
  tx: Tx;
  applicationId: number;
  status: PartnerStatus;
}) {
  const [row] = await options.tx
    .update(partnerApplications)
    .set({ status: options.status })
    .where(eq(partnerApplications.id, options.applicationId))
    .returning({ id: partnerApplications.id, status: partnerApplications.status });
  if (!row) throw notFound("Application");
  return row;
}
