import { describe, expect, it } from "vitest";
import { ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";
import { isPictureLocked, needsAgeCheck, pictureLock } from "./policy.ts";

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

describe("pictureLock", () => {
  const paid = { free: false };
  const free = { free: true };
  const anonymous = { ageChecked: false, owned: false };
  const checked = { ageChecked: true, owned: false };
  const buyer = { ageChecked: false, owned: true };
  const checkedBuyer = { ageChecked: true, owned: true };
  const row = (album: { free: boolean }, ageRating: number, viewer: typeof anonymous) =>
    [0, 1, 2, 3, 4].map((index) => pictureLock(album, { ageRating, index }, viewer));

  it("needs an accepted age check for 18-rated pictures, whoever asks, before anything else", () => {
    expect(needsAgeCheck(16)).toBe(false);
    expect(needsAgeCheck(18)).toBe(true);
    for (const viewer of [anonymous, buyer]) {
      expect(row(free, 18, viewer)).toEqual(Array(5).fill("needAgeCheck"));
      expect(row(paid, 18, viewer)).toEqual(Array(5).fill("needAgeCheck"));
    }
  });

  it("then locks the pictures behind the paywall until the album is bought", () => {
    expect(row(paid, 18, checked)).toEqual([null, null, null, "needPurchase", "needPurchase"]);
    expect(row(paid, 16, anonymous)).toEqual([null, null, null, "needPurchase", "needPurchase"]);
    expect(row(paid, 16, buyer)).toEqual(Array(5).fill(null));
    expect(row(paid, 18, checkedBuyer)).toEqual(Array(5).fill(null));
  });

  it("opens 16-rated pictures of a free album to everybody", () => {
    expect(row(free, 16, anonymous)).toEqual(Array(5).fill(null));
    expect(row(free, 12, anonymous)).toEqual(Array(5).fill(null));
    expect(row(free, 18, checked)).toEqual(Array(5).fill(null));
  });
});
