import { describe, expect, it } from "vitest";
import { ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";
import { isPictureLocked } from "./policy.ts";

describe("isPictureLocked", () => {
  it("opens every picture of a free album", () => {
    for (let i = 0; i < 10; i++) expect(isPictureLocked({ free: true }, i)).toBe(false);
  });
  it("shows the first pictures of a paid album and locks the rest", () => {
    expect(ALBUM_PREVIEW_PICTURES).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => isPictureLocked({ free: false }, i))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
