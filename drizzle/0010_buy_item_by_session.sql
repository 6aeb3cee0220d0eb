-- buy_item_by_session: the session lookup of resolveSession() (sessions.ts) and buy_item() in the
-- same round trip, for calls with a Bearer token. A live session is one with this token hash,
-- expires_at > p_now and last_seen_at > p_idle_since; its last_seen_at is set to p_now when older
-- than p_touch_before. Outcomes besides buy_item()'s: unauthenticated (401), restricted (403,
-- nothing bought). buyer_id and auto_recharge (the guest's auto_recharge_config) come with every
-- outcome but unauthenticated.
CREATE OR REPLACE FUNCTION buy_item_by_session(
  p_token_hash text,
  p_now timestamp with time zone,
  p_idle_since timestamp with time zone,
  p_touch_before timestamp with time zone,
  p_item_type text,
  p_item_id integer,
  OUT outcome text,
  OUT buyer_id integer,
  OUT auto_recharge jsonb,
  OUT balance_now integer,
  OUT item_price integer
) RETURNS record
LANGUAGE plpgsql
AS $$
DECLARE
  v_last_seen timestamp with time zone;
  v_restricted boolean;
BEGIN
  SELECT s.guest_id, s.last_seen_at, g.restriction_level > 0, g.auto_recharge_config
    INTO buyer_id, v_last_seen, v_restricted, auto_recharge
    FROM sessions s JOIN guests g ON g.id = s.guest_id
    WHERE s.token_hash = p_token_hash AND s.expires_at > p_now AND s.last_seen_at > p_idle_since;
  IF NOT FOUND THEN
    outcome := 'unauthenticated';
    RETURN;
  END IF;
  IF v_last_seen < p_touch_before THEN
    UPDATE sessions s SET last_seen_at = p_now WHERE s.token_hash = p_token_hash;
  END IF;
  IF v_restricted THEN
    outcome := 'restricted';
    RETURN;
  END IF;
  SELECT b.outcome, b.balance_now, b.item_price INTO outcome, balance_now, item_price
    FROM buy_item(buyer_id, p_item_type, p_item_id, p_now) b;
END;
$$;
