import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderGraphqlDoc } from "./graphqlDoc.ts";

describe("docs/GRAPHQL.md", () => {
  it("matches the content service's schema (run npm run docs:graphql after changing it)", () => {
    const committed = readFileSync(new URL("../../../docs/GRAPHQL.md", import.meta.url), "utf8");
    expect(committed).toBe(renderGraphqlDoc());
  });
});
