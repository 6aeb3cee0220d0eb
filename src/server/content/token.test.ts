import { describe, expect, it } from "vitest";
import { contentTokenKey, issueContentToken, verifiedTokens, verifyContentToken } from "./token.ts";

describe("verifiedTokens", () => {
  const key = contentTokenKey("k".repeat(40));
  const now = new Date("2026-11-28T20:00:00Z");

  it("answers as verifyContentToken does, for a kept token too, and refuses it once it expired", () => {
    const verify = verifiedTokens(key);
    const { token, expiresAt } = issueContentToken(key, now, { guestId: 7, sessionTokenHash: "abc" });
    const first = verify(token, now);
    expect(first).toEqual(verifyContentToken(key, token, now));
    expect(verify(token, now)).toEqual(first);
    expect(verify(token, new Date(Date.parse(expiresAt) + 1000))).toEqual({ problem: "Expired Vxql-Token" });
  });

  it("keeps no refused token and keeps at most its limit", () => {
    const verify = verifiedTokens(key, 2);
    const { token } = issueContentToken(key, now);
    const forged = `${token.slice(0, -2)}xx`;
    expect(verify(forged, now)).toEqual({ problem: "Invalid Vxql-Token" });
    expect(verify(forged, now)).toEqual({ problem: "Invalid Vxql-Token" });
    const other = contentTokenKey("o".repeat(40));
    expect(verifiedTokens(other)(token, now)).toEqual({ problem: "Invalid Vxql-Token" });
    for (let i = 0; i < 5; i++) verify(issueContentToken(key, new Date(now.getTime() + i * 1000)).token, now);
    expect(verify(token, now)).toMatchObject({ kind: "anonymous" });
  });
});
