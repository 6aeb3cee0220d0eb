import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest, TOneClickBuy } from "../../../common/contracts/accounts.ts";
import { type ChargeOptions, type ChargeOutcome, useCharge } from "../../api/useCharge.ts";
import { useKnownBalance, useOneClickBuy } from "../account/index.ts";
import type { PurchaseOffer } from "./offer.ts";

// The confirmation and its texts load with the first question, not with every paying page.
const ConfirmPurchase = lazy(() =>
  import("./ConfirmPurchase.tsx").then((module) => ({ default: module.ConfirmPurchase })),
);

/** How a confirmation is asked for. */
export interface AskOptions {
  /** Ask even with "buy with one click" on (a purchase asked for before a login, bought after it). */
  always?: boolean;
  /** Runs when the guest confirms; false keeps the confirmation open (a promo code to apply first). */
  before?: () => boolean | Promise<boolean>;
}

/**
 * Whether a purchase goes through without its confirmation: nothing to pay, or "buy with one click"
 * on and the price at most the guest's limit (unless this purchase must ask).
 */
export function skipsConfirmation(price: number, oneClick: TOneClickBuy, always = false): boolean {
  if (price <= 0) return true;
  return !always && oneClick.enabled && price <= oneClick.limit;
}

interface Question {
  offer: PurchaseOffer;
  before?: AskOptions["before"];
  answer: (yes: boolean) => void;
}

/**
 * The one confirmation in front of every purchase (issue 27): `ask(offer)` answers true at once when
 * the purchase skips it (skipsConfirmation), else opens ConfirmPurchase (price, balance after it,
 * one button) and answers the guest's choice; `confirmation` is the element to render. A new
 * question replaces an open one (answered no), and one still open when the screen goes away is
 * answered no. usePurchase puts it in front of the charge hook; a screen whose charge is not a
 * purchase in itself (a message carrying gifts) asks it before its own charge.
 */
export function useConfirmPurchase(): {
  ask: (offer: PurchaseOffer, options?: AskOptions) => Promise<boolean>;
  /** Shows another offer in the open confirmation (a price after a promo code). */
  update: (offer: PurchaseOffer) => void;
  confirmation: ReactNode;
  /** A confirmation is open. */
  asking: boolean;
} {
  const oneClick = useOneClickBuy();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const balance = useKnownBalance(root?.guest?.balance.value ?? null);
  const [question, setQuestion] = useState<Question | null>(null);
  const open = useRef<Question | null>(null);
  const settle = useCallback((yes: boolean) => {
    const current = open.current;
    open.current = null;
    setQuestion(null);
    current?.answer(yes);
  }, []);
  useEffect(() => () => open.current?.answer(false), []);

  const ask = useCallback(
    (offer: PurchaseOffer, options: AskOptions = {}) => {
      if (skipsConfirmation(offer.price, oneClick, options.always)) return Promise.resolve(true);
      return new Promise<boolean>((answer) => {
        open.current?.answer(false);
        const next: Question = { offer, before: options.before, answer };
        open.current = next;
        setQuestion(next);
      });
    },
    [oneClick],
  );
  const update = useCallback((offer: PurchaseOffer) => {
    const current = open.current;
    if (!current) return;
    const next = { ...current, offer };
    open.current = next;
    setQuestion(next);
  }, []);
  const confirm = async () => {
    const current = open.current;
    if (!current) return;
    if (current.before && !(await current.before())) return;
    // Answered once: a second press while `before` ran finds nothing open.
    if (open.current?.answer === current.answer) settle(true);
  };

  return {
    ask,
    update,
    asking: question !== null,
    confirmation: question ? (
      <Suspense fallback={null}>
        <ConfirmPurchase
          offer={question.offer}
          balance={balance}
          onConfirm={() => void confirm()}
          onCancel={() => settle(false)}
        />
      </Suspense>
    ) : null,
  };
}

/**
 * A purchase through the confirmation and the one charge hook: `buy(offer, input)` asks (or, with
 * one click under the limit, does not), then charges what `input()` names at the moment of the
 * yes; null when the guest said no. `retry()` charges the last confirmed purchase again, with the
 * same Idempotency-Key (a lost answer's "Try again": it pays once). Every purchase of the web app
 * (videos, albums, tickets, live gifts; posts when they come) is made with it.
 */
export function usePurchase<Input, Result>(options: ChargeOptions<Input, Result>) {
  const charging = useCharge(options);
  const gate = useConfirmPurchase();
  const confirmed = useRef<{ input: Input } | null>(null);
  const { charge } = charging;
  const buy = useCallback(
    async (
      offer: PurchaseOffer,
      input: () => Input,
      ask?: AskOptions,
    ): Promise<ChargeOutcome<Result> | null> => {
      if (!(await gate.ask(offer, ask))) return null;
      const value = input();
      confirmed.current = { input: value };
      return charge(value);
    },
    [gate.ask, charge],
  );
  const retry = useCallback(
    (): Promise<ChargeOutcome<Result>> | null => (confirmed.current ? charge(confirmed.current.input) : null),
    [charge],
  );
  return {
    buy,
    retry,
    update: gate.update,
    confirmation: gate.confirmation,
    asking: gate.asking,
    /** A charge is on its way. */
    pending: charging.pending,
    /** Forgets the open attempt (what was being bought changed for good). */
    forget: charging.forget,
  };
}
