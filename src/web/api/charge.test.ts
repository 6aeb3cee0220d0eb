import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { attemptFor, createCharger, fingerprintOf, mayHaveCharged } from "./charge.ts";
import { ApiError } from "./rest.ts";

type Input = { itemId: number; note?: string };

/** A charger whose call answers from a script, recording the key of every call. */
function scripted(answers: (ApiError | "ok")[]) {
  const keys: string[] = [];
  const charger = createCharger<Input, string>(() => ({
    name: (input) => `buy-video-${input.itemId}`,
    send: async (_input, key) => {
      keys.push(key);
      const next = answers.shift();
      if (next === undefined || next === "ok") return `bought with ${key}`;
      throw next;
    },
  }));
  return { charger, keys };
}

const lost = new ApiError(0, "NETWORK", "Failed to fetch");
const serverError = new ApiError(503, "INTERNAL", "HTTP 503");
const keyInUse = new ApiError(409, "CONFLICT", "Idempotency key is in use; retry", {
  reason: "idempotencyKeyInUse",
});
const noMoney = new ApiError(402, "INSUFFICIENT_FUNDS", "Not enough coins");
const busy = new ApiError(409, "CONFLICT", "She is busy", { reason: "busy" });

describe("the key rules of a charge", () => {
  it("keeps the key across retries of one attempt and drops it after success", async () => {
    const { charger, keys } = scripted([lost, serverError, "ok", "ok"]);
    const first = await charger.charge({ itemId: 12 });
    expect(first).toMatchObject({ ok: false, retry: true });
    expect(await charger.charge({ itemId: 12 })).toMatchObject({ ok: false, retry: true });
    expect(await charger.charge({ itemId: 12 })).toMatchObject({ ok: true });
    // The next purchase of the same item is a new attempt.
    await charger.charge({ itemId: 12 });
    expect(keys[0]).toMatch(/^buy-video-12-[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("drops the key after a refusal that charged nothing", async () => {
    const { charger, keys } = scripted([noMoney, busy, "ok"]);
    expect(await charger.charge({ itemId: 3 })).toMatchObject({ ok: false, retry: false });
    expect(await charger.charge({ itemId: 3 })).toMatchObject({ ok: false, retry: false });
    await charger.charge({ itemId: 3 });
    expect(new Set(keys).size).toBe(3);
  });

  it("keeps the key while the server still works on it (409 idempotencyKeyInUse)", async () => {
    const { charger, keys } = scripted([keyInUse, "ok"]);
    expect(await charger.charge({ itemId: 5 })).toMatchObject({ ok: false, retry: true });
    expect(await charger.charge({ itemId: 5 })).toMatchObject({ ok: true });
    expect(keys[1]).toBe(keys[0]);
  });

  it("starts a new attempt when what is bought changed, whatever the key order of the input", async () => {
    const { charger, keys } = scripted([lost, lost, "ok"]);
    await charger.charge({ itemId: 7, note: "a" });
    await charger.charge({ itemId: 8, note: "a" });
    await charger.charge({ note: "a", itemId: 8 } as Input);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it("sends an attempt once while it is in flight: a double click waits for the same answer", async () => {
    const keys: string[] = [];
    let finish: (value: string) => void = () => undefined;
    const charger = createCharger<Input, string>(() => ({
      name: () => "gift",
      send: (_input, key) => {
        keys.push(key);
        return new Promise<string>((resolve) => {
          finish = resolve;
        });
      },
    }));
    const first = charger.charge({ itemId: 1 });
    const second = charger.charge({ itemId: 1 });
    finish("sent");
    expect(await first).toEqual({ ok: true, result: "sent" });
    expect(await second).toEqual({ ok: true, result: "sent" });
    expect(keys).toHaveLength(1);
  });

  it("reads anything thrown that is not an answer as a lost answer, and forgets on request", async () => {
    const failing = createCharger<Input, string>(() => ({
      name: () => "x",
      send: async () => {
        throw new TypeError("Failed to fetch");
      },
    }));
    expect(await failing.charge({ itemId: 1 })).toMatchObject({
      ok: false,
      retry: true,
      error: { status: 0, code: "NETWORK" },
    });
    const withLoss = scripted([lost, "ok"]);
    await withLoss.charger.charge({ itemId: 2 });
    withLoss.charger.forget();
    await withLoss.charger.charge({ itemId: 2 });
    expect(withLoss.keys[1]).not.toBe(withLoss.keys[0]);
  });
});

describe("the pieces", () => {
  it("fingerprints inputs with sorted keys, nested too", () => {
    expect(fingerprintOf({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } })).toBe(
      fingerprintOf({ a: { c: [3, { e: 0, f: 1 }], d: 2 }, b: 1 }),
    );
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it("continues only the open attempt of the same fingerprint", () => {
    const open = { key: "k1-00000000", fingerprint: "x" };
    expect(attemptFor(open, "x", () => "new-key-1")).toBe(open);
    expect(attemptFor(open, "y", () => "new-key-1")).toEqual({ key: "new-key-1", fingerprint: "y" });
    expect(attemptFor(null, "x", () => "new-key-2").key).toBe("new-key-2");
  });

  it("says which failures may have charged", () => {
    expect(mayHaveCharged(lost)).toBe(true);
    expect(mayHaveCharged(serverError)).toBe(true);
    expect(mayHaveCharged(new ApiError(408, "INTERNAL", "timeout"))).toBe(true);
    expect(mayHaveCharged(keyInUse)).toBe(true);
    expect(mayHaveCharged(busy)).toBe(false);
    expect(mayHaveCharged(noMoney)).toBe(false);
    expect(mayHaveCharged(new ApiError(422, "IDEMPOTENCY_KEY_REUSED", "reused"))).toBe(false);
  });
});

/** Source files under `dir`, recursively (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the web app's charges", () => {
  it("all go through the charge hook: no key is made or sent outside src/web/api", () => {
    const web = join(import.meta.dirname, "..");
    const offenders = sources(web)
      .filter((path) => !relative(web, path).startsWith("api"))
      .filter((path) =>
        /newIdempotencyKey|idempotencyKey\s*[:,}]|["']idempotency-key["']/i.test(readFileSync(path, "utf8")),
      )
      .map((path) => relative(web, path));
    expect(offenders).toEqual([]);
  });
});
