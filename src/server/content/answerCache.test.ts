import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answerCache.ts";

describe("AnswerCache", () => {
  const body = (query: string) => ({ query, variables: { first: 30 } });

  it("keys by language and body, expires, and keeps no answers with errors", () => {
    const cache = new AnswerCache(1000);
    const key = cache.key("en", body("{ a }"));
    expect(key).not.toBeNull();
    expect(cache.key("de", body("{ a }"))).not.toBe(key);
    cache.set(key as string, '{"data":{"a":1}}', 0);
    expect(cache.get(key as string, 999)).toBe('{"data":{"a":1}}');
    expect(cache.get(key as string, 1000)).toBeNull();
    const failing = cache.key("en", body("{ b }")) as string;
    cache.set(failing, '{"data":null,"errors":[{"message":"x"}]}', 0);
    expect(cache.get(failing, 1)).toBeNull();
    expect(new AnswerCache(0).key("en", body("{ a }"))).toBeNull();
    expect(cache.key("en", [body("{ a }")])).toBeNull();
  });

  it("stays within its byte budget, oldest out first", () => {
    const cache = new AnswerCache(60_000, 1000, 1024, 4096);
    const answer = `{"data":"${"x".repeat(1000)}"}`;
    for (let i = 0; i < 20; i++) cache.set(cache.key("en", body(`{ q${i} }`)) as string, answer, 0);
    expect(cache.size).toBeLessThanOrEqual(4096);
    expect(cache.get(cache.key("en", body("{ q19 }")) as string, 1)).toBe(answer);
    expect(cache.get(cache.key("en", body("{ q0 }")) as string, 1)).toBeNull();
    cache.set(cache.key("en", body("{ big }")) as string, "y".repeat(2000), 0);
    expect(cache.get(cache.key("en", body("{ big }")) as string, 1)).toBeNull();
  });
});
