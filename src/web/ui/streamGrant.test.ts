import { describe, expect, it } from "vitest";
import { streamKey, underLatestGrant } from "./streamGrant.ts";

describe("a stream's requests under the newest grant", () => {
  const first = "/live/3/7/1800000000/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/index.m3u8";
  const renewed = "/live/3/7/1800000022/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB/index.m3u8";

  it("keeps one key for a stream whose URL was renewed, another for another session", () => {
    expect(streamKey(first)).toBe("/live/3/7");
    expect(streamKey(renewed)).toBe(streamKey(first));
    expect(streamKey("/live/3/8/1800000022/CCC/index.m3u8")).not.toBe(streamKey(first));
  });

  it("asks for the same playlist or segment beside the newest URL", () => {
    const origin = "http://127.0.0.1:8080";
    const segment = `${origin}${first.replace("index.m3u8", "seg00042.ts")}`;
    expect(underLatestGrant(segment, renewed)).toBe(
      `${origin}${renewed.replace("index.m3u8", "seg00042.ts")}`,
    );
    expect(underLatestGrant(`${origin}${first}`, renewed)).toBe(`${origin}${renewed}`);
    // Already under the newest grant: unchanged.
    expect(underLatestGrant(`${origin}${renewed}`, renewed)).toBe(`${origin}${renewed}`);
    // The first playlist's URL comes as given (relative to the page).
    expect(underLatestGrant(first, renewed, `${origin}/en/some-profile/`)).toBe(`${origin}${renewed}`);
  });
});
