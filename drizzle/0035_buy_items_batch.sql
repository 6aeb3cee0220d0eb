-- Group commit for purchases (src/server/modules/purchases/commands/buyItemFast.ts): the buys that
-- wait while others are in flight go to PostgreSQL as ONE statement, one transaction and one
-- commit. Each buy is exactly buy_item_by_session() (migration 0023) with its own arguments, in the
-- order given (`ord`, from 1). The caller sends at most one buy per session (per guest for buy_items()), sorted by
-- it: groups lock guests' rows in one order, and never hold a guest's row while they wait for a
-- purchase row of that guest. Any error (a raced debit VX402, a lock VX423, a deadlock) aborts the
-- whole group with nothing written, and the caller then runs each buy of it on its own.
CREATE OR REPLACE FUNCTION buy_items_by_session(
  p_token_hashes text[],
  p_nows timestamp with time zone[],
  p_idle_sinces timestamp with time zone[],
  p_touch_befores timestamp with time zone[],
  p_item_types text[],
  p_item_ids integer[]
) RETURNS TABLE (
  ord integer,
  outcome text,
  buyer_id integer,
  auto_recharge jsonb,
  balance_now integer,
  item_price integer
)
LANGUAGE plpgsql
AS $$
DECLARE
  v_count integer := coalesce(array_length(p_token_hashes, 1), 0);
  v_buy record;
BEGIN
  IF array_length(p_nows, 1) IS DISTINCT FROM array_length(p_token_hashes, 1)
      OR array_length(p_idle_sinces, 1) IS DISTINCT FROM array_length(p_token_hashes, 1)
      OR array_length(p_touch_befores, 1) IS DISTINCT FROM array_length(p_token_hashes, 1)
      OR array_length(p_item_types, 1) IS DISTINCT FROM array_length(p_token_hashes, 1)
      OR array_length(p_item_ids, 1) IS DISTINCT FROM array_length(p_token_hashes, 1) THEN
    RAISE EXCEPTION 'buy_items_by_session: arrays of different lengths' USING ERRCODE = '22023';
  END IF;
  FOR i IN 1 .. v_count LOOP
    SELECT b.outcome, b.buyer_id, b.auto_recharge, b.balance_now, b.item_price INTO v_buy
      FROM buy_item_by_session(p_token_hashes[i], p_nows[i], p_idle_sinces[i], p_touch_befores[i],
        p_item_types[i], p_item_ids[i]) b;
    ord := i;
    outcome := v_buy.outcome;
    buyer_id := v_buy.buyer_id;
    auto_recharge := v_buy.auto_recharge;
    balance_now := v_buy.balance_now;
    item_price := v_buy.item_price;
    RETURN NEXT;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The same for buy_item() (migration 0028): purchases whose session the request resolved already.
CREATE OR REPLACE FUNCTION buy_items(
  p_guest_ids integer[],
  p_item_types text[],
  p_item_ids integer[],
  p_nows timestamp with time zone[]
) RETURNS TABLE (
  ord integer,
  outcome text,
  balance_now integer,
  item_price integer
)
LANGUAGE plpgsql
AS $$
DECLARE
  v_count integer := coalesce(array_length(p_guest_ids, 1), 0);
  v_buy record;
BEGIN
  IF array_length(p_item_types, 1) IS DISTINCT FROM array_length(p_guest_ids, 1)
      OR array_length(p_item_ids, 1) IS DISTINCT FROM array_length(p_guest_ids, 1)
      OR array_length(p_nows, 1) IS DISTINCT FROM array_length(p_guest_ids, 1) THEN
    RAISE EXCEPTION 'buy_items: arrays of different lengths' USING ERRCODE = '22023';
  END IF;
  FOR i IN 1 .. v_count LOOP
    SELECT b.outcome, b.balance_now, b.item_price INTO v_buy
      FROM buy_item(p_guest_ids[i], p_item_types[i], p_item_ids[i], p_nows[i]) b;
    ord := i;
    outcome := v_buy.outcome;
    balance_now := v_buy.balance_now;
    item_price := v_buy.item_price;
    RETURN NEXT;
  END LOOP;
END;
$$;
