-- buy_item: the purchase fast path in one round trip (docs/decisions.md, "Purchases in one round
-- trip"). Called as one autocommit statement, so everything it writes commits together or not at
-- all: the purchase row, the conditional debit of guests.balance (never below zero: the WHERE and
-- the CHECK guests_balance_nonnegative) and the ledger entry with the balance after it. It writes
-- nothing and answers an outcome for the cases the caller answers itself:
--   not_found     no such item, or not released at p_now (404)
--   no_guest      no guest row (401)
--   free          a free item: nothing charged, balance_now
--   owned         bought already (perhaps by a concurrent call this one waited for): nothing charged
--   voucher       the guest has voucher units left: the caller takes the voucher-aware slow path
--   insufficient  too few coins (402 with required = item_price)
--   charged       bought: balance_now is the balance after the debit
-- When a concurrent charge takes the coins between the balance check and the debit, it raises
-- SQLSTATE VX402 (DETAIL: the price), which rolls back the purchase row with the statement.
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

  SELECT g.balance, EXISTS (SELECT 1 FROM vouchers vo WHERE vo.guest_id = p_guest_id AND vo.remaining > 0)
    INTO balance_now, v_vouchers
    FROM guests g WHERE g.id = p_guest_id;
  IF NOT FOUND THEN
    outcome := 'no_guest';
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
  UPDATE guests g SET balance = g.balance - item_price
    WHERE g.id = p_guest_id AND g.balance >= item_price
    RETURNING g.balance INTO balance_now;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Not enough VXC for this purchase'
      USING ERRCODE = 'VX402', DETAIL = item_price::text;
  END IF;
  INSERT INTO ledger_entries (guest_id, delta, balance_after, kind, reason)
    VALUES (p_guest_id, -item_price, balance_now, 'purchase', p_item_type || ':' || p_item_id)
    RETURNING id INTO v_ledger_id;
  UPDATE purchases p SET ledger_entry_id = v_ledger_id
    WHERE p.guest_id = p_guest_id AND p.item_type = p_item_type AND p.item_id = p_item_id;
  outcome := 'charged';
END;
$$;
