import { ApiError, newIdempotencyKey } from "./rest.ts";

/**
 * The key rules of a charge in the browser (docs/decisions.md, "The charge in the browser, …"): one
 * Idempotency-Key per attempt, made when the guest starts it, sent again by every retry of the same
 * attempt (a lost answer, a timeout, the guest pressing the button again without changing what is
 * bought), and dropped after success or after a refusal that says nothing was charged, so the next
 * purchase is a new one. Framework-free: `useCharge` (useCharge.ts) runs it through TanStack Query.
 */

/** One attempt of a charge: the key its every retry sends, and what it buys. */
export interface ChargeAttempt {
  key: string;
  /** The attempt's input as one string: a retry buys the same only when this is equal. */
  fingerprint: string;
}

/** What a charge came to: the answer, or the error and whether trying again is the same attempt. */
export type ChargeOutcome<Result> =
  | { ok: true; result: Result }
  | {
      ok: false;
      error: ApiError;
      /** The charge may have gone through: trying again sends the same key, so it never pays twice. */
      retry: boolean;
    };

/** The input as a string with its object keys sorted: two equal inputs give the same string. */
export function fingerprintOf(input: unknown): string {
  return JSON.stringify(input, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** The attempt a charge of `fingerprint` belongs to: the open one when it buys the same, else a new one. */
export function attemptFor(
  open: ChargeAttempt | null,
  fingerprint: string,
  makeKey: () => string,
): ChargeAttempt {
  return open && open.fingerprint === fingerprint ? open : { key: makeKey(), fingerprint };
}

/**
 * Whether a failed charge may have been charged: no answer (a network error, a timeout: status 0),
 * a server error (5xx), a request timeout (408), or the same key still at work on the server (409
 * `idempotencyKeyInUse`). Every other answer is a refusal of a transaction that rolled back: nothing
 * was charged, and the next try is a new attempt.
 */
export function mayHaveCharged(error: ApiError): boolean {
  if (error.status === 0 || error.status >= 500 || error.status === 408) return true;
  const reason = (error.details as { reason?: unknown } | null | undefined)?.reason;
  return error.status === 409 && reason === "idempotencyKeyInUse";
}

/** The error of a failed call as the data layer's ApiError (anything else is a lost answer). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
}

/** How long a charge waits for its answer before it counts as lost (and may be retried). */
export const CHARGE_TIMEOUT_MS = 30_000;

/** What a charger needs: the key's prefix and how to send one attempt. */
export interface ChargerOptions<Input, Result> {
  /** The key's prefix (`buy-video-12`): which charge a server log line belongs to. */
  name: (input: Input) => string;
  /** Sends the attempt with its key; throws ApiError (or anything, read as a lost answer). */
  send: (input: Input, idempotencyKey: string) => Promise<Result>;
}

/**
 * The attempts of one charging control: `charge(input)` opens an attempt or continues the open one
 * of the same input, sends it (a second call while the same attempt is in flight waits for it
 * instead of sending again) and settles the key by the outcome. Never throws.
 */
export function createCharger<Input, Result>(options: () => ChargerOptions<Input, Result>) {
  let open: ChargeAttempt | null = null;
  let inFlight: { attempt: ChargeAttempt; outcome: Promise<ChargeOutcome<Result>> } | null = null;

  async function run(attempt: ChargeAttempt, input: Input): Promise<ChargeOutcome<Result>> {
    try {
      const result = await options().send(input, attempt.key);
      if (open === attempt) open = null;
      return { ok: true, result };
    } catch (thrown) {
      const error = asApiError(thrown);
      const retry = mayHaveCharged(error);
      if (!retry && open === attempt) open = null;
      return { ok: false, error, retry };
    }
  }

  return {
    /** Charges `input` as its attempt: the same key as the open attempt when it buys the same. */
    charge(input: Input): Promise<ChargeOutcome<Result>> {
      const fingerprint = fingerprintOf(input);
      if (inFlight && inFlight.attempt.fingerprint === fingerprint) return inFlight.outcome;
      const attempt = attemptFor(open, fingerprint, () => newIdempotencyKey(options().name(input)));
      open = attempt;
      const outcome = run(attempt, input).finally(() => {
        if (inFlight?.attempt === attempt) inFlight = null;
      });
      inFlight = { attempt, outcome };
      return outcome;
    },
    /** Forgets the open attempt (the guest left what they were buying). */
    forget(): void {
      open = null;
    },
  };
}

export type Charger<Input, Result> = ReturnType<typeof createCharger<Input, Result>>;
