import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, createRestClient, isApiError } from "./rest.ts";

const ORIGIN = "http://site.test";

/** Stubs the global fetch with one answer and returns the mock to read the request from. */
function answer(status: number, body: unknown) {
  const mock = vi.fn(
    async (_url: URL, _init: RequestInit) =>
      new Response(body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body), {
        status,
      }),
  );
  vi.stubGlobal("fetch", mock);
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createRestClient", () => {
  it("calls /rest/v1 with ver and language, the payload as query string for GET", async () => {
    const mock = answer(200, { ok: 1 });
    const rest = createRestClient({ origin: ORIGIN });
    await expect(
      rest("/messenger/channels", { payload: { offset: 0, skip: undefined }, language: "de" }),
    ).resolves.toEqual({ ok: 1 });
    const [url, init] = mock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/rest/v1/messenger/channels?ver=1&language=de&offset=0`);
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe("same-origin");
  });

  it("sends a JSON body, the bearer token and the Idempotency-Key", async () => {
    const mock = answer(200, { id: 7 });
    const rest = createRestClient({ origin: ORIGIN, token: "ticket-1" });
    await rest("video/3/buy", { method: "POST", payload: { a: 1 }, idempotencyKey: "buy-video-3-abc" });
    const init = mock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(init?.body).toBe('{"a":1}');
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.authorization).toBe("Bearer ticket-1");
    expect(headers["idempotency-key"]).toBe("buy-video-3-abc");
  });

  it("sends no Idempotency-Key unless asked for", async () => {
    const mock = answer(200, {});
    await createRestClient({ origin: ORIGIN })("vxpay/logout", { method: "POST" });
    const headers = mock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers["idempotency-key"]).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it("maps the error body to ApiError with status, code, message and details", async () => {
    answer(409, { error: { code: "CONFLICT", message: "Price changed", details: { price: 12 } } });
    const error = await createRestClient({ origin: ORIGIN })("messenger/channel/1/send", {
      method: "POST",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: "Price changed",
      details: { price: 12 },
    });
    expect(isApiError(error, "CONFLICT")).toBe(true);
    expect(isApiError(error, "FORBIDDEN")).toBe(false);
  });

  it("maps an answer without the error shape to INTERNAL with its status", async () => {
    answer(502, "<html>Bad gateway</html>");
    await expect(createRestClient({ origin: ORIGIN })("guest/profile/get")).rejects.toMatchObject({
      status: 502,
      code: "INTERNAL",
    });
  });

  it("maps a network failure to status 0, code NETWORK", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(createRestClient({ origin: ORIGIN })("webpush/key")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
      message: "Failed to fetch",
    });
  });
});

/** Source files under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the web app's data layer", () => {
  it("has no raw fetch outside src/web/api", () => {
    const web = join(import.meta.dirname, "..");
    const offenders = sources(web)
      .filter((path) => !relative(web, path).startsWith("api"))
      .filter((path) => /(^|[^.\w]|\b(window|globalThis|self)\.)fetch\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(web, path));
    expect(offenders).toEqual([]);
  });
});
