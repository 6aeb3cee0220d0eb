CREATE TABLE "guest_spend_limits" (
	"guest_id" integer NOT NULL,
	"period" text NOT NULL,
	"limit_coins" integer,
	"next_coins" integer,
	"next_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_spend_limits_guest_id_period_pk" PRIMARY KEY("guest_id","period"),
	CONSTRAINT "guest_spend_limits_period" CHECK ("guest_spend_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "guest_spend_limits_coins" CHECK ("guest_spend_limits"."limit_coins" >= 0 and "guest_spend_limits"."next_coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_spend_limits" ADD CONSTRAINT "guest_spend_limits_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Spend limits (docs/decisions.md "Spend limits"): the guest's debits per Berlin day, ISO week
-- and month, counted from the ledger on the database's clock (the clock that stamps the ledger).
CREATE INDEX "ledger_guest_debit_time_idx" ON "ledger_entries" ("guest_id", "created_at") WHERE "delta" < 0;
--> statement-breakpoint
-- The Berlin calendar day, ISO week (from Monday) or calendar month that holds p_at.
CREATE OR REPLACE FUNCTION spend_period_bounds(
  p_period text,
  p_at timestamp with time zone,
  OUT period_start timestamp with time zone,
  OUT period_end timestamp with time zone
) RETURNS record
LANGUAGE sql STABLE
AS $$
  SELECT date_trunc(p_period, p_at AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin',
    (date_trunc(p_period, p_at AT TIME ZONE 'Europe/Berlin')
      + CASE p_period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '1 week'
        ELSE interval '1 month' END) AT TIME ZONE 'Europe/Berlin'
$$;
--> statement-breakpoint
-- Per period (day, week, month, in that order): the limit in force now (a pending change counts
-- from next_from on), the pending change (next_from null: none; next_coins null: removal), the
-- coins debited in the period so far, and the period's bounds.
CREATE OR REPLACE FUNCTION spend_limit_status(p_guest_id integer)
RETURNS TABLE (
  period text,
  limit_coins integer,
  next_coins integer,
  next_from timestamp with time zone,
  spent integer,
  period_start timestamp with time zone,
  period_end timestamp with time zone
)
LANGUAGE sql STABLE
AS $$
  SELECT p.period,
    CASE WHEN s.next_from <= now() THEN s.next_coins ELSE s.limit_coins END,
    CASE WHEN s.next_from > now() THEN s.next_coins END,
    CASE WHEN s.next_from > now() THEN s.next_from END,
    (SELECT coalesce(sum(-e.delta), 0)::integer FROM ledger_entries e
      WHERE e.guest_id = p_guest_id AND e.delta < 0 AND e.created_at >= b.period_start),
    b.period_start,
    b.period_end
  FROM (VALUES ('day', 1), ('week', 2), ('month', 3)) AS p(period, ord)
    CROSS JOIN LATERAL spend_period_bounds(p.period, now()) b
    LEFT JOIN guest_spend_limits s ON s.guest_id = p_guest_id AND s.period = p.period
  ORDER BY p.ord
$$;
--> statement-breakpoint
-- The first limit a debit of p_coins would break (no row: none). Locks the guest's row first, so
-- the guest's limited debits run one after another: the count (a new snapshot per statement)
-- includes every debit committed before, and two debits can never both pass a limit. FOR NO KEY
-- UPDATE, the lock the debit's UPDATE takes anyway: FOR UPDATE would deadlock with the key-share
-- locks that concurrent inserts referencing the guest (purchases, ledger) already hold.
CREATE OR REPLACE FUNCTION spend_limit_breach(p_guest_id integer, p_coins integer)
RETURNS TABLE (period text, limit_coins integer, spent integer)
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM guests g WHERE g.id = p_guest_id FOR NO KEY UPDATE;
  RETURN QUERY SELECT s.period, s.limit_coins, s.spent FROM spend_limit_status(p_guest_id) s
    WHERE s.limit_coins IS NOT NULL AND s.spent + p_coins > s.limit_coins
    LIMIT 1;
END;
$$;
--> statement-breakpoint
-- buy_item() (migration 0024) leaves guests with a spend limit to the wallet's debit.
CREATE OR REPLACE FUNCTION buy_item(
  p_guest_id integer,
  p_item_type text,
  p_item_id integer,
  p_now timestamp with time zone,
  OUT outcome text,
  OUT balance_now integer,
  OUT item_price integer
) RETURNS record
LANGUAGE plpgsql
AS $$
DECLARE
  v_free boolean;
  v_vouchers boolean;
  v_ledger_id bigint;
  v_active boolean;
BEGIN
  -- The item if it is released (what sellableItem() answers).
  IF p_item_type = 'video' THEN
    SELECT v.price, v.free INTO item_price, v_free
      FROM videos v WHERE v.id = p_item_id AND v.released_at <= p_now;
  ELSIF p_item_type = 'album' THEN
    SELECT a.price, a.free INTO item_price, v_free
      FROM albums a WHERE a.id = p_item_id AND a.released_at <= p_now;
  ELSE
    RAISE EXCEPTION 'buy_item: unknown item type %', p_item_type USING ERRCODE = '22023';
  END IF;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;

  SELECT g.balance, EXISTS (SELECT 1 FROM vouchers vo WHERE vo.guest_id = p_guest_id AND vo.remaining > 0),
      (not g.is_locked and g.deleted_at is null)
    INTO balance_now, v_vouchers, v_active
    FROM guests g WHERE g.id = p_guest_id;
  IF NOT FOUND THEN
    outcome := 'no_guest';
    RETURN;
  END IF;
  IF NOT v_active THEN
    outcome := 'locked';
    RETURN;
  END IF;
  IF v_free OR item_price = 0 THEN
    outcome := 'free';
    RETURN;
  END IF;
  IF v_vouchers THEN
    outcome := 'voucher';
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM guest_spend_limits l WHERE l.guest_id = p_guest_id) THEN
    -- A guest with a spend limit (or one pending) buys through the wallet's debit, the one place
    -- that checks the limits: nothing is written here, the caller takes the transaction.
    outcome := 'limited';
    RETURN;
  END IF;

  IF balance_now < item_price THEN
    -- Too few coins: an item owned already still answers "not charged"; otherwise 402, and
    -- nothing is written.
    IF EXISTS (SELECT 1 FROM purchases p
        WHERE p.guest_id = p_guest_id AND p.item_type = p_item_type AND p.item_id = p_item_id) THEN
      SELECT g.balance INTO balance_now FROM guests g WHERE g.id = p_guest_id;
      outcome := 'owned';
    ELSE
      outcome := 'insufficient';
    END IF;
    RETURN;
  END IF;

  -- The primary key (guest, type, item) makes a second purchase of the same item wait for the
  -- first and then find it: it is never charged twice.
  INSERT INTO purchases (guest_id, item_type, item_id, price, created_at)
    VALUES (p_guest_id, p_item_type, p_item_id, item_price, p_now)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- The balance after the concurrent buyer's commit (a new snapshot per statement).
    SELECT g.balance INTO balance_now FROM guests g WHERE g.id = p_guest_id;
    outcome := 'owned';
    RETURN;
  END IF;

  -- The conditional debit: concurrent charges can never take the balance below zero.
  -- The guest-access policy in the same statement: a lock committed meanwhile stops the debit.
  UPDATE guests g SET balance = g.balance - item_price
    WHERE g.id = p_guest_id AND g.balance >= item_price AND (not g.is_locked and g.deleted_at is null)
    RETURNING g.balance INTO balance_now;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM guests g WHERE g.id = p_guest_id AND (g.is_locked or g.deleted_at is not null)) THEN
      RAISE EXCEPTION 'The account is locked' USING ERRCODE = 'VX423';
    END IF;
    RAISE EXCEPTION 'Not enough VXC for this purchase'
      USING ERRCODE = 'VX402', DETAIL = item_price::text;
  END IF;
  INSERT INTO ledger_entries (guest_id, delta, balance_after, kind, reason)
    VALUES (p_guest_id, -item_price, balance_now, 'purchase', p_item_type || ':' || p_item_id)
    RETURNING id INTO v_ledger_id;
  UPDATE purchases p SET ledger_entry_id = v_ledger_id
    WHERE p.guest_id = p_guest_id AND p.item_type = p_item_type AND p.item_id = p_item_id;
  -- The purchase's domain events, committed with it (lib/outbox, the same payloads as
  -- wallet/events.ts and purchases/events.ts write from TypeScript).
  INSERT INTO outbox_events (type, payload) VALUES
    ('wallet.balanceChanged', jsonb_build_object('guestId', p_guest_id)),
    ('purchases.completed', jsonb_build_object('guestId', p_guest_id, 'itemType', p_item_type,
      'itemId', p_item_id, 'price', item_price, 'voucherUsed', false));
  outcome := 'charged';
END;
$$;
