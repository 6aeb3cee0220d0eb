-- The one pricing rule of a video (issue 30): on a Berlin day with a daily-deal offer of kind
-- 'video' for it, a video with a dailyBonusPrice costs that price; every other day its price.
-- buy_item() below and the catalog's sellableItemSql() (the transaction path) both call it.
CREATE OR REPLACE FUNCTION video_price_at(
  p_video_id integer,
  p_price integer,
  p_daily_bonus_price integer,
  p_now timestamp with time zone
) RETURNS integer
LANGUAGE sql STABLE
AS $$
  SELECT CASE
    WHEN p_daily_bonus_price IS NOT NULL AND EXISTS (
      SELECT 1 FROM daily_offers o
        WHERE o.video_id = p_video_id AND o.kind = 'video'
          AND o.day = (p_now AT TIME ZONE 'Europe/Berlin')::date)
    THEN p_daily_bonus_price
    ELSE p_price
  END
$$;
--> statement-breakpoint
-- buy_item() (migration 0041) with the video's price from video_price_at().
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
    SELECT video_price_at(v.id, v.price, v.daily_bonus_price, p_now), v.free INTO item_price, v_free
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
