import { getIntrospectionQuery, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { complexityProblem, INTROSPECTION_MAX_DEPTH, MAX_DEPTH } from "./limits.ts";

const check = (query: string, introspection: boolean) => complexityProblem(parse(query), { introspection });

describe("the depth limit of complexityProblem", () => {
  it("lets graphql's standard introspection query through where introspection is on, and only there", () => {
    expect(check(getIntrospectionQuery(), true)).toBeNull();
    expect(check(getIntrospectionQuery(), false)).toBe(
      `Query too deep: depth ${INTROSPECTION_MAX_DEPTH}, at most ${MAX_DEPTH}`,
    );
  });

  it("counts fields, through fragments and inline fragments, per operation", () => {
    const chain = (levels: number) => `${"a { ".repeat(levels - 1)}b${" }".repeat(levels - 1)}`;
    expect(check(`{ ${chain(MAX_DEPTH)} }`, true)).toBeNull();
    expect(check(`{ ${chain(MAX_DEPTH + 1)} }`, true)).toMatch(/depth 9, at most 8/);
    const viaFragments = `query { a { ...F } } fragment F on T { ... on T { ${chain(MAX_DEPTH)} } }`;
    expect(check(viaFragments, true)).toMatch(/depth 9, at most 8/);
    expect(check(`query one { ${chain(3)} } query two { ${chain(MAX_DEPTH + 1)} }`, true)).toMatch(/depth 9/);
  });

  it("holds the schema's fields to the data's limit when data is asked for beside them", () => {
    const schema = `__schema { ${"types { fields { ".repeat(4)}name${" } }".repeat(4)} }`;
    expect(check(`{ ${schema} }`, true)).toBeNull();
    expect(check(`{ videos { total } ${schema} }`, true)).toMatch(/depth 10, at most 8/);
  });
});
