import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { CHARGE_TIMEOUT_MS, type ChargeOutcome, createCharger } from "./charge.ts";
import type { ApiError } from "./rest.ts";

export type { ChargeOutcome } from "./charge.ts";

/** What a charging call gets with its input: the attempt's Idempotency-Key and a timeout signal. */
export interface ChargeRequest {
  idempotencyKey: string;
  signal: AbortSignal;
}

/** One charge of the web app: how its key is named and how the call is made. */
export interface ChargeOptions<Input, Result> {
  /** The key's prefix (`buy-video-12`), from what is bought. */
  name: (input: Input) => string;
  /** The charging call (through the REST client): sends `request.idempotencyKey`, honours `signal`. */
  call: (input: Input, request: ChargeRequest) => Promise<Result>;
  /** After a successful charge (before `charge()` resolves): caches and stores to update. */
  onSuccess?: (result: Result, input: Input) => void;
}

/**
 * The one hook every charge of the web app goes through (purchases, tickets, chat starts, gifts,
 * paid messages, top-ups and subscriptions): the Idempotency-Key is made when the guest starts an
 * attempt, kept for every retry of it (a lost answer, a timeout after CHARGE_TIMEOUT_MS, the button
 * pressed again for the same thing) and dropped after success or a refusal that charged nothing
 * (charge.ts). `charge(input)` never throws: it answers a ChargeOutcome, whose `retry` says the
 * guest may try again safely. A purchase (video, album, post, ticket, gift) is charged through
 * features/purchase usePurchase, which puts issue 27's confirmation (price, balance after it) in
 * front of `charge()`; purchase/usePurchase.test.ts fails when anything else calls this hook.
 */
export function useCharge<Input, Result>(options: ChargeOptions<Input, Result>) {
  const latest = useRef(options);
  latest.current = options;
  const mutation = useMutation<Result, ApiError, { input: Input; key: string }>({
    mutationFn: ({ input, key }) =>
      latest.current.call(input, { idempotencyKey: key, signal: AbortSignal.timeout(CHARGE_TIMEOUT_MS) }),
    onSuccess: (result, { input }) => latest.current.onSuccess?.(result, input),
  });
  const send = useRef(mutation.mutateAsync);
  send.current = mutation.mutateAsync;
  const [charger] = useState(() =>
    createCharger<Input, Result>(() => ({
      name: (input) => latest.current.name(input),
      send: (input, key) => send.current({ input, key }),
    })),
  );
  return {
    /** Charges `input`: a new attempt, or the open one again when it buys the same. */
    charge: charger.charge as (input: Input) => Promise<ChargeOutcome<Result>>,
    /** Forgets the open attempt (what was being bought changed for good). */
    forget: charger.forget,
    /** A charge is on its way. */
    pending: mutation.isPending,
  };
}
