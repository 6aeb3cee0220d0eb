import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { ModelViolation } from "./operations.ts";
import { AUTO_RECHARGE, type GuestModel, type World } from "./world.ts";

interface NewEntry {
  id: number;
  guestId: number;
  delta: number;
  balanceAfter: number;
  kind: string;
  /** Rows of what the entry pays for: exactly one purchase, payment or message (1 for credits). */
  linked: number;
}

interface GuestRow {
  id: number;
  balance: number;
  purchases: number | null;
  unpaid: number | null;
  vouchers: Record<string, number> | null;
  gifts: Record<string, number> | null;
  recharges: number | null;
}

const ids = (list: Iterable<number>) => sql.raw(`array[${[...list].join(",") || "0"}]::int[]`);

/**
 * The auditor of the money model (after TigerBeetle's): after every step it reads what the step
 * wrote and checks the books against themselves and against the model. Cheap per step: the ledger
 * entries past the last one it saw (each must continue its guest's chain, balance_after = previous
 * + delta, and link exactly one purchase, payment or message), every guest's balance (= the sum of
 * its entries, never negative, = what the model expects) and, for the guests the step touched,
 * their purchases, vouchers and own gifts. full() checks the same over whole tables.
 */
export class Auditor {
  private watermark = 0;
  private readonly byId: Map<number, GuestModel>;

  constructor(
    private readonly world: World,
    private readonly db: Db,
  ) {
    this.byId = new Map(world.guests.map((guest) => [guest.id, guest]));
  }

  private rows<T>(query: SQL): Promise<T[]> {
    return queryRows<T>(this.db, query);
  }

  /** Checks one step; throws ModelViolation naming the first guest whose books are wrong. */
  async step(touched: Set<number>): Promise<void> {
    const entriesRead = this.rows<NewEntry>(sql`
      select l.id::int as id, l.guest_id as "guestId", l.delta, l.balance_after as "balanceAfter", l.kind,
        case l.kind
          when 'purchase' then (select count(*)::int from purchases p
            where p.guest_id = l.guest_id and p.item_type = split_part(l.reason, ':', 1)
              and p.item_id = nullif(split_part(l.reason, ':', 2), '')::int
              and p.ledger_entry_id = l.id and p.price = -l.delta and p.voucher_id is null)
          when 'charge' then (select count(*)::int from payments y
            where y.id = substring(l.reason from '\\(([^()]*)\\)$') and y.guest_id = l.guest_id
              and y.ledger_entry_id = l.id and y.coins = l.delta and y.status = 'succeeded')
          when 'message' then 1
          when 'chat' then (select count(*)::int from live_charges c
            where c.ledger_entry_id = l.id and c.coins = -l.delta and c.paid_by = 'coins')
          else 1 end as linked
      from ledger_entries l where l.id > ${this.watermark} order by l.id`);
    // Both reads run after every request of the step was answered: nothing is in flight.
    const rowsRead = this.guestRows(touched);
    const [entries, rows] = await Promise.all([entriesRead, rowsRead]);
    for (const entry of entries) {
      const guest = this.byId.get(entry.guestId);
      if (!guest)
        throw new ModelViolation(entry.guestId, `ledger entry ${entry.id} for a guest outside the model`);
      if (entry.balanceAfter !== guest.lastBalanceAfter + entry.delta)
        throw new ModelViolation(
          guest.id,
          `ledger entry ${entry.id} (${entry.kind} ${entry.delta}) says balance_after ${entry.balanceAfter}, but the entry before it left ${guest.lastBalanceAfter}: an update was lost`,
        );
      if (entry.balanceAfter < 0)
        throw new ModelViolation(guest.id, `ledger entry ${entry.id} leaves a negative balance`);
      if (!["credit", "bonus", "charge", "purchase", "message", "chat"].includes(entry.kind))
        throw new ModelViolation(guest.id, `ledger entry ${entry.id} of unexpected kind ${entry.kind}`);
      if (entry.linked !== 1)
        throw new ModelViolation(
          guest.id,
          `${entry.kind} entry ${entry.id} is linked to ${entry.linked} purchases/payments, not exactly one`,
        );
      guest.ledgerSum += entry.delta;
      guest.lastBalanceAfter = entry.balanceAfter;
      this.watermark = entry.id;
    }
    for (const row of rows) this.checkGuest(row, touched.has(row.id));
  }

  private guestRows(touched: Set<number>): Promise<GuestRow[]> {
    return this.rows<GuestRow>(sql`
      select g.id, coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, p.n as purchases, p.unpaid, v.vouchers, gg.gifts, r.recharges
      from guests g
      left join lateral (select count(*)::int as n,
          count(*) filter (where p.voucher_id is null and p.price > 0 and p.ledger_entry_id is null)::int as unpaid
        from purchases p where p.guest_id = g.id and g.id = any(${ids(touched)})) p on true
      left join lateral (select json_object_agg(v.type, v.units) as vouchers from (
          select type, sum(remaining)::int as units from vouchers
          where guest_id = g.id and g.id = any(${ids(touched)}) group by type) v) v on true
      left join lateral (select json_object_agg(gift_id, count) as gifts from guest_gifts
          where guest_id = g.id and count > 0 and g.id = any(${ids(touched)})) gg on true
      left join lateral (select count(*)::int as recharges from payments y
          where y.guest_id = g.id and y.purpose = 'autorecharge' and y.status = 'succeeded'
            and g.id = any(${ids(touched)}) and g.auto_recharge_config ->> 'enabled' = 'true') r on true
      where g.id = any(${ids(this.byId.keys())})`);
  }

  private checkGuest(row: GuestRow, touched: boolean) {
    const guest = this.byId.get(row.id) as GuestModel;
    const fail = (what: string) => {
      throw new ModelViolation(guest.id, what);
    };
    if (guest.autoRecharge && touched) {
      // The server's own top-ups: the model takes their number from the payments table and
      // expects exactly their coins (the ledger and the payment links are checked as for any).
      const recharges = row.recharges ?? 0;
      if (recharges < guest.recharges) fail(`automatic top-ups went from ${guest.recharges} to ${recharges}`);
      guest.balance += (recharges - guest.recharges) * AUTO_RECHARGE.coins;
      guest.coinPayments += recharges - guest.recharges;
      guest.recharges = recharges;
    }
    if (row.balance < 0) fail(`negative balance ${row.balance}`);
    if (row.balance !== guest.ledgerSum)
      fail(`books do not balance: balance ${row.balance}, credits − debits ${guest.ledgerSum}`);
    if (row.balance !== guest.balance)
      fail(`balance ${row.balance} where the model expects ${guest.balance} (a lost or extra charge)`);
    if (!touched) return;
    if (row.purchases !== guest.owned.size)
      fail(`${row.purchases} purchases where the model saw ${guest.owned.size} bought`);
    if (row.unpaid !== 0) fail(`${row.unpaid} purchases paid neither by coins nor by a voucher`);
    for (const type of [1, 4, 5] as const) {
      const stored = row.vouchers?.[type] ?? 0;
      if (stored !== guest.vouchers[type])
        fail(`${stored} units of voucher type ${type} left where the model expects ${guest.vouchers[type]}`);
    }
    const expected = [...guest.gifts].filter(([, n]) => n > 0);
    const stored = Object.entries(row.gifts ?? {});
    if (
      expected.length !== stored.length ||
      expected.some(([giftId, count]) => (row.gifts?.[giftId] ?? -1) !== count)
    )
      fail(
        `own gifts ${JSON.stringify(row.gifts ?? {})} where the model expects ${JSON.stringify(Object.fromEntries(expected))}`,
      );
  }

  /** Whole-table checks (periodically and at the end). */
  async full(): Promise<void> {
    const guestIds = ids(this.byId.keys());
    const unbalanced = await this.rows<{ id: number; balance: number; sum: number }>(sql`
      select g.id, coalesce(w.balance, 0) as balance, coalesce(l.sum, 0)::int as sum from guests g
      left join (select guest_id, sum(delta) as sum from ledger_entries group by guest_id) l on l.guest_id = g.id
      left join wallet_balances w on w.guest_id = g.id
      where coalesce(w.balance, 0) <> coalesce(l.sum, 0) or w.balance < 0 limit 1`);
    if (unbalanced[0])
      throw new ModelViolation(unbalanced[0].id, `books do not balance: ${JSON.stringify(unbalanced[0])}`);
    const purchaseWithoutDebit = await this.rows<{ guestId: number; item: string }>(sql`
      select p.guest_id as "guestId", p.item_type || ':' || p.item_id as item from purchases p
      left join ledger_entries l on l.id = p.ledger_entry_id
      where (p.voucher_id is null and p.price > 0
          and (l.id is null or l.kind <> 'purchase' or l.delta <> -p.price or l.guest_id <> p.guest_id))
        or (p.voucher_id is not null and p.ledger_entry_id is not null) limit 1`);
    if (purchaseWithoutDebit[0])
      throw new ModelViolation(
        purchaseWithoutDebit[0].guestId,
        `purchase ${purchaseWithoutDebit[0].item} has no single matching debit`,
      );
    // Every coin purchase points at a matching purchase debit (above); with as many purchase
    // debits as purchases pointing at distinct ones, each debit belongs to exactly one purchase.
    const [links] = await this.rows<{ debits: number; linked: number; distinct: number }>(sql`
      select (select count(*)::int from ledger_entries where kind = 'purchase') as debits,
        count(*)::int as linked, count(distinct ledger_entry_id)::int as distinct
      from purchases where ledger_entry_id is not null`);
    if (!links || links.debits !== links.linked || links.linked !== links.distinct)
      throw new ModelViolation(
        null,
        `purchase debits and purchases are not one to one: ${JSON.stringify(links)}`,
      );
    const badMessage = await this.rows<{ guestId: number; id: number }>(sql`
      select c.guest_id as "guestId", m.id from messenger_messages m
      join messenger_channels c on c.id = m.channel_id
      left join ledger_entries l on l.id = m.ledger_entry_id
      where m.sender = 'guest' and ((m.price > 0 and (l.id is null or l.kind <> 'message' or l.delta <> -m.price
          or l.guest_id <> c.guest_id)) or (m.price = 0 and m.ledger_entry_id is not null)) limit 1`);
    if (badMessage[0])
      throw new ModelViolation(
        badMessage[0].guestId,
        `message ${badMessage[0].id} has no single matching debit`,
      );
    const badPayment = await this.rows<{ guestId: number; id: string }>(sql`
      select y.guest_id as "guestId", y.id from payments y left join ledger_entries l on l.id = y.ledger_entry_id
      where y.purpose in ('charge', 'oneclick', 'autorecharge')
        and ((y.status = 'succeeded') <> (l.id is not null)
          or (l.id is not null and (l.kind <> 'charge' or l.delta <> y.coins or l.guest_id <> y.guest_id))) limit 1`);
    if (badPayment[0])
      throw new ModelViolation(
        badPayment[0].guestId,
        `payment ${badPayment[0].id} is not credited exactly once`,
      );
    const doubleLinks = await this.rows<{ n: number }>(sql`
      select (select count(*) from (select ledger_entry_id from messenger_messages where ledger_entry_id is not null
          group by 1 having count(*) > 1) m)::int
        + (select count(*) from (select ledger_entry_id from payments where ledger_entry_id is not null
          group by 1 having count(*) > 1) y)::int
        + (select count(*) from ledger_entries l where l.kind = 'message'
          and not exists (select 1 from messenger_messages m where m.ledger_entry_id = l.id))::int
        + (select count(*) from ledger_entries l where l.kind = 'charge'
          and not exists (select 1 from payments y where y.ledger_entry_id = l.id))::int as n`);
    if (doubleLinks[0]?.n !== 0)
      throw new ModelViolation(
        null,
        `${doubleLinks[0]?.n} message or payment debits/credits not linked one to one`,
      );

    const perGuest = await this.rows<{
      id: number;
      messages: number;
      paid: number;
      coin: number;
      starts: number;
      running: Record<string, string> | null;
    }>(sql`
      select g.id,
        (select count(*)::int from messenger_messages m join messenger_channels c on c.id = m.channel_id
          where c.guest_id = g.id and m.sender = 'guest') as messages,
        (select count(*)::int from ledger_entries l where l.guest_id = g.id and l.kind = 'message') as paid,
        (select count(*)::int from payments y where y.guest_id = g.id and y.status = 'succeeded'
          and y.purpose in ('charge', 'oneclick', 'autorecharge')) as coin,
        (select count(*)::int from payments y where y.guest_id = g.id and y.status = 'succeeded'
          and y.purpose = 'subscription' and y.subscription_id is null) as starts,
        (select json_object_agg(case when s.plan = 'vxtv' then 'tv' else 'vip' end, s.status)
          from subscriptions s where s.guest_id = g.id and s.status <> 'ended') as running
      from guests g where g.id = any(${guestIds})`);
    for (const row of perGuest) {
      const guest = this.byId.get(row.id) as GuestModel;
      const expect = (what: string, stored: unknown, model: unknown) => {
        if (stored !== model)
          throw new ModelViolation(
            guest.id,
            `${what}: ${String(stored)} stored, the model expects ${String(model)}`,
          );
      };
      expect("guest messages", row.messages, guest.messages);
      expect("messages paid with coins", row.paid, guest.paidMessages);
      expect("succeeded top-ups", row.coin, guest.coinPayments);
      expect("paid subscription starts", row.starts, guest.subStarts);
      expect("running VIP subscription", row.running?.vip ?? "none", guest.subs.vip);
      expect("running TV subscription", row.running?.tv ?? "none", guest.subs.tv);
    }
    await this.renewals();
    // Every guest's detail (purchases, vouchers, gifts) as if each had been touched.
    await this.step(new Set(this.byId.keys()));
  }

  /** The number of paid subscription renewals is the model's. */
  async renewals(): Promise<void> {
    const [renewals] = await this.rows<{ n: number }>(sql`
      select count(*)::int as n from payments
      where purpose = 'subscription' and status = 'succeeded' and subscription_id is not null`);
    if (renewals?.n !== this.world.renewals)
      throw new ModelViolation(
        null,
        `${renewals?.n} subscription renewals paid, the model expects ${this.world.renewals}`,
      );
  }
}
