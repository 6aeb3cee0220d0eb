-- Tables owned by their module (docs/ARCHITECTURE.md "Tables and their owners", docs/decisions.md
-- "The balance is the wallet's"): a guest's coins move from guests.balance into the wallet's
-- wallet_balances, the monthly deposit limit from guests.deposit_limit_* into the payments'
-- deposit_limits. The data is copied, then the guests columns go.
CREATE TABLE "deposit_limits" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"limit_cents" integer,
	"next_cents" integer,
	"next_from" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_balances_nonnegative" CHECK ("wallet_balances"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every guest's coins as they are (a guest without a row has 0 coins; every existing guest gets one).
INSERT INTO "wallet_balances" ("guest_id", "balance") SELECT "id", "balance" FROM "guests";--> statement-breakpoint
INSERT INTO "deposit_limits" ("guest_id", "limit_cents", "next_cents", "next_from")
  SELECT "id", "deposit_limit_cents", "deposit_limit_next_cents", "deposit_limit_next_from" FROM "guests"
  WHERE "deposit_limit_cents" IS NOT NULL OR "deposit_limit_next_from" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_balance_nonnegative";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "deposit_limit_cents";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "deposit_limit_next_cents";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "deposit_limit_next_from";--> statement-breakpoint
-- The limited debits run one after another with the guest's wallet row locked (as the wallet's
-- debit and setSpendLimits lock it; the wallet makes the row before): the count (a new snapshot per
-- statement) includes every debit committed before, and two debits can never both pass a limit.
CREATE OR REPLACE FUNCTION spend_limit_breach(p_guest_id integer, p_coins integer)
RETURNS TABLE (period text, limit_coins integer, spent integer)
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM wallet_balances w WHERE w.guest_id = p_guest_id FOR NO KEY UPDATE;
  RETURN QUERY SELECT s.period, s.limit_coins, s.spent FROM spend_limit_status(p_guest_id) s
    WHERE s.limit_coins IS NOT NULL AND s.spent + p_coins > s.limit_coins
    LIMIT 1;
END;
$$;
--> statement-breakpoint
-- buy_item() (migration 0028) with the coins in wallet_balances: a guest without a row has none; the
-- debit is one conditional update of the wallet row, with the guest-access policy in the same
-- statement (modules/wallet debit(), accounts' isActiveGuest).
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

  SELECT coalesce(w.balance, 0),
      EXISTS (SELECT 1 FROM vouchers vo WHERE vo.guest_id = p_guest_id AND vo.remaining > 0),
      (not g.is_locked and g.deleted_at is null)
    INTO balance_now, v_vouchers, v_active
    FROM guests g LEFT JOIN wallet_balances w ON w.guest_id = g.id WHERE g.id = p_guest_id;
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
      SELECT coalesce((SELECT w.balance FROM wallet_balances w WHERE w.guest_id = p_guest_id), 0)
        INTO balance_now;
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
    SELECT coalesce((SELECT w.balance FROM wallet_balances w WHERE w.guest_id = p_guest_id), 0)
      INTO balance_now;
    outcome := 'owned';
    RETURN;
  END IF;

  -- The conditional debit: concurrent charges can never take the balance below zero.
  -- The guest-access policy in the same statement.
  UPDATE wallet_balances w SET balance = w.balance - item_price
    WHERE w.guest_id = p_guest_id AND w.balance >= item_price
      AND EXISTS (SELECT 1 FROM guests g WHERE g.id = p_guest_id AND (not g.is_locked and g.deleted_at is null))
    RETURNING w.balance INTO balance_now;
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
