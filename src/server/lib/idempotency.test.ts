import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { idempotencyKeyOf, requestFingerprint } from "./idempotency.ts";

describe("requestFingerprint", () => {
  it("is the same for the same request and differs for another", () => {
    const a = requestFingerprint("POST", "/payment/charge", { packageId: 1 });
    expect(requestFingerprint("POST", "/payment/charge", { packageId: 1 })).toBe(a);
    expect(requestFingerprint("POST", "/payment/charge", { packageId: 2 })).not.toBe(a);
  });

  it("answers a body it cannot serialize as bad input (400), never a 500 (issue 10)", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const body of [deep, cyclic, { n: 10n }]) {
      const error = (() => {
        try {
          requestFingerprint("POST", "/payment/charge", body);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("VALIDATION_FAILED");
    }
  });

  it("accepts only well-formed Idempotency-Keys", () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf("abcd-1234")).toBe("abcd-1234");
    expect(() => idempotencyKeyOf("short")).toThrow(AppError);
    expect(() => idempotencyKeyOf(`${"x".repeat(200)}`)).toThrow(AppError);
  });
});
