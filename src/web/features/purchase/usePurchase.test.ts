import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { skipsConfirmation } from "./usePurchase.tsx";

describe("when a purchase skips its confirmation (issue 27)", () => {
  const off = { enabled: false, limit: 50 };
  const on = { enabled: true, limit: 20 };

  it("never with one click off", () => {
    for (const price of [1, 20, 21, 1000]) expect(skipsConfirmation(price, off)).toBe(false);
  });

  it("with one click on: up to the limit, the limit included; above it, it asks", () => {
    expect(skipsConfirmation(1, on)).toBe(true);
    expect(skipsConfirmation(20, on)).toBe(true);
    expect(skipsConfirmation(21, on)).toBe(false);
    expect(skipsConfirmation(1000, on)).toBe(false);
  });

  it("asks for a purchase that must ask (after a login) whatever the setting", () => {
    expect(skipsConfirmation(5, on, true)).toBe(false);
  });

  it("does not ask for nothing to pay", () => {
    expect(skipsConfirmation(0, off)).toBe(true);
    expect(skipsConfirmation(0, on, true)).toBe(true);
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

describe("the web app's purchases", () => {
  it("are charged through usePurchase: the charge hook itself is called only by what is not a purchase", () => {
    const web = join(import.meta.dirname, "..", "..");
    const callers = sources(web)
      .filter((path) => /\buseCharge\s*[<(]/.test(readFileSync(path, "utf8")))
      .map((path) => relative(web, path))
      .sort();
    // A new caller is either the confirmation's own hook, or a charge that is no purchase: the
    // overlay's top-ups and subscriptions, a chat's start (its own start dialog names the price), a
    // message (a message with gifts asks through useConfirmPurchase before it), the messenger's
    // one-click top-up. Anything else that charges belongs in usePurchase.
    expect(callers).toEqual([
      "api/useCharge.ts",
      "features/livechat/LiveChatStarter.tsx",
      "features/messenger/composer/NotEnoughMoney.tsx",
      "features/messenger/composer/useSendMessage.ts",
      "features/overlay/payApi.ts",
      "features/purchase/usePurchase.tsx",
    ]);
  });
});
