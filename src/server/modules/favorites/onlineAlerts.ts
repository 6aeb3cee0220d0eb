import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";

/** The channels of a favourite performer's coming-online alert the favourite row keeps a claim of. */
export type OnlineAlertChannel = "email" | "sms";

// The favourite's switch for the channel and the time its last alert of this performer went out.
const COLUMNS: Record<OnlineAlertChannel, { notify: SQL; claimedAt: SQL }> = {
  email: { notify: sql.raw("email_notify"), claimedAt: sql.raw("online_mailed_at") },
  sms: { notify: sql.raw("sms_notify"), claimedAt: sql.raw("online_texted_at") },
};

/**
 * SQL: the guests who pinned the actor `actorId` (`guest_id`, and `push_notify`, their web-push
 * switch for her), for another module's statement to select from.
 */
export function actorPinnersSql(actorId: number): SQL {
  return sql`select guest_id, push_notify from favorites where object_type = 'actor' and object_id = ${actorId}`;
}

/**
 * Claims the coming-online alerts of the actor on one channel, in one conditional UPDATE …
 * RETURNING, so two instances or a redelivered event never alert a guest twice: only favourites
 * with the channel's switch on, whose guest `eligible` accepts (a condition on the guest id, the
 * owners' rules: accounts' reachability, phone's number), at most once per guest and performer in
 * `actorIntervalHours`, at most `dailyLimit` per guest in a rolling 24 hours. Answers the guests
 * claimed.
 */
export async function claimOnlineAlerts(
  db: DbOrTx,
  options: {
    actorId: number;
    channel: OnlineAlertChannel;
    at: Date;
    actorIntervalHours: number;
    dailyLimit: number;
    eligible: (guestId: SQLWrapper) => SQL;
  },
): Promise<number[]> {
  const { notify, claimedAt } = COLUMNS[options.channel];
  const at = options.at.toISOString();
  const rows = await queryRows<{ guest_id: number }>(
    db,
    sql`update favorites f
           set ${claimedAt} = ${at}::timestamptz
         where f.object_type = 'actor' and f.object_id = ${options.actorId}
           and f.${notify}
           and ${options.eligible(sql`f.guest_id`)}
           and (f.${claimedAt} is null
                or f.${claimedAt} <= ${at}::timestamptz - make_interval(hours => ${options.actorIntervalHours}))
           and (select count(*) from favorites o
                 where o.guest_id = f.guest_id and o.object_type = 'actor'
                   and o.${claimedAt} > ${at}::timestamptz - interval '24 hours') < ${options.dailyLimit}
     returning f.guest_id`,
  );
  return rows.map((row) => Number(row.guest_id));
}
