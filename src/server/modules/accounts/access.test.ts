import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ACTIVE_GUEST_SQL_TEXT, accessDenial, assertMayUsePlatform, mayUsePlatform } from "./access.ts";

const DRIZZLE = fileURLToPath(new URL("../../../../drizzle/", import.meta.url));

describe("the guest-access policy", () => {
  it("lets active guests in and keeps locked and deleted ones out", () => {
    expect(mayUsePlatform({ isLocked: false, deletedAt: null })).toBe(true);
    expect(accessDenial({ isLocked: true, deletedAt: null })).toBe("locked");
    expect(accessDenial({ isLocked: false, deletedAt: new Date() })).toBe("deleted");
    expect(() => assertMayUsePlatform({ isLocked: true, deletedAt: null })).toThrow(
      expect.objectContaining({ code: "ACCOUNT_LOCKED", status: 403 }),
    );
  });

  it("is the rule the newest definitions of the SQL purchase functions apply", () => {
    // The last migration that (re)defines each function is the one the database runs.
    const files = readdirSync(DRIZZLE)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    for (const fn of ["buy_item(", "buy_item_by_session("]) {
      const newest = files
        .map((name) => readFileSync(path.join(DRIZZLE, name), "utf8"))
        .filter((text) => text.includes(`CREATE OR REPLACE FUNCTION ${fn}`))
        .pop();
      const body = newest?.slice(newest.indexOf(`CREATE OR REPLACE FUNCTION ${fn}`)) ?? "";
      expect(body.slice(0, body.indexOf("$$;")), fn).toContain(ACTIVE_GUEST_SQL_TEXT.slice(1, -1));
    }
  });
});
