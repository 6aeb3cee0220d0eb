import { and, eq, inArray } from "drizzle-orm";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { heldAlerts } from "../../../db/schema/notifications.ts";
import { guestNamesOf } from "../../accounts/index.ts";
import { textableMobilesOf } from "../../phone/index.ts";
import { type DigestItem, digestSms, digestText } from "../digest.ts";
import type { PushMessage } from "../webpush.ts";

/** What a claimed digest sends: one web push when pushes were held, one SMS when texts were. */
export interface MorningDigest {
  guestId: number;
  push: PushMessage | null;
  sms: { to: string; text: string } | null;
}

/**
 * Builds the morning digest of a guest's claimed held alerts (releaseHeldAlerts) in the guest's
 * language. The SMS goes to the guest's newest verified mobile number off the blacklist; none left, no SMS.
 */
export async function morningDigest(
  db: DbOrTx,
  input: { guestId: number; alertIds: number[] },
  linkOrigin: (signupSite: string | null) => string,
): Promise<MorningDigest> {
  const { guestId, alertIds } = input;
  const alerts =
    alertIds.length === 0
      ? []
      : await db
          .select()
          .from(heldAlerts)
          .where(and(eq(heldAlerts.guestId, guestId), inArray(heldAlerts.id, alertIds)))
          .orderBy(heldAlerts.heldAt, heldAlerts.id);
  const guest = (await guestNamesOf(db, [guestId])).get(guestId);
  const language: Language = normalizeLanguage(guest?.language ?? "de");
  const items = (channel: string): DigestItem[] =>
    alerts
      .filter((a) => a.channel === channel)
      .map((a) => ({ kind: a.kind as DigestItem["kind"], label: a.label }));
  const path = buildPath(language, "accountFavoriteCams");
  const pushed = items("push");
  const texted = items("sms");
  let push: PushMessage | null = null;
  if (pushed.length > 0) {
    const { title, text } = digestText(pushed, language);
    push = { title, body: text, url: path, tag: "quiet-hours-digest" };
  }
  let sms: MorningDigest["sms"] = null;
  if (texted.length > 0) {
    const to = (await textableMobilesOf(db, [guestId])).get(guestId);
    const origin = linkOrigin(guest?.signupSite ?? null);
    if (to) sms = { to, text: digestSms(texted, language, `${origin}${path}`) };
  }
  return { guestId, push, sms };
}
