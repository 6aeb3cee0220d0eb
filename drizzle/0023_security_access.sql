CREATE TABLE "password_reset_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_token_hash_sessions_token_hash_fk" FOREIGN KEY ("parent_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_parent_idx" ON "sessions" USING btree ("parent_token_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind" CHECK ("sessions"."kind" in ('session','overlay_ticket'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ticket_parent" CHECK (("sessions"."kind" = 'session') = ("sessions"."parent_token_hash" is null));--> statement-breakpoint
-- buy_item() and buy_item_by_session() (migrations 0009 and 0010) obey the guest-access policy
-- (src/server/modules/accounts/access.ts): buy_item() answers "locked" for a locked or deleted
-- guest and its debit carries the same condition (a lock committed meanwhile raises VX423);
-- buy_item_by_session() resolves only live sessions (not overlay tickets) of active guests, like
-- resolveSession().
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
  outcome := 'charged';
END;
$$;
--> statement-breakpoint
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
    WHERE s.token_hash = p_token_hash AND s.expires_at > p_now AND s.last_seen_at > p_idle_since
      AND s.kind = 'session' AND (not g.is_locked and g.deleted_at is null);
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
