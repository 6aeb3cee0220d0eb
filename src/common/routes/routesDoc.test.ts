import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderRoutesDoc } from "./routesDoc.ts";

describe("docs/ROUTES.md", () => {
  it("matches the route table (run npm run docs:routes after changing routes)", () => {
    const committed = readFileSync(new URL("../../../docs/ROUTES.md", import.meta.url), "utf8");
    expect(committed).toBe(renderRoutesDoc());
  });
});
