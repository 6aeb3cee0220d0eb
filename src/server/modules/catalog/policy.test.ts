import { describe, expect, it } from "vitest";
import { ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";
import { isPictureLocked, needsAgeCheck, opensAlbum, pictureLock } from "./policy.ts";

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
  const paid = { free: false, isVipContent: false };
  const free = { free: true, isVipContent: false };
  const paidVip = { free: false, isVipContent: true };
  const anonymous = { ageChecked: false, owned: false, vip: false };
  const checked = { ageChecked: true, owned: false, vip: false };
  const buyer = { ageChecked: false, owned: true, vip: false };
  const checkedBuyer = { ageChecked: true, owned: true, vip: false };
  const vip = { ageChecked: false, owned: false, vip: true };
  const checkedVip = { ageChecked: true, owned: false, vip: true };
  const row = (
    album: { free: boolean; isVipContent: boolean },
    ageRating: number,
    viewer: typeof anonymous,
  ) => [0, 1, 2, 3, 4].map((index) => pictureLock(album, { ageRating, index }, viewer));

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

  it("opens a VIP album to a VIP member as its purchase does, and nothing else to VIP", () => {
    expect(row(paidVip, 16, vip)).toEqual(Array(5).fill(null));
    expect(row(paidVip, 16, anonymous)).toEqual([null, null, null, "needPurchase", "needPurchase"]);
    expect(row(paidVip, 16, buyer)).toEqual(Array(5).fill(null));
    // VIP is no age check, and a VIP album is not every album.
    expect(row(paidVip, 18, vip)).toEqual(Array(5).fill("needAgeCheck"));
    expect(row(paidVip, 18, checkedVip)).toEqual(Array(5).fill(null));
    expect(row(paid, 16, vip)).toEqual([null, null, null, "needPurchase", "needPurchase"]);
    expect(opensAlbum(paidVip, { owned: false, vip: true })).toBe(true);
    expect(opensAlbum(paid, { owned: false, vip: true })).toBe(false);
    expect(opensAlbum(paidVip, { owned: false, vip: false })).toBe(false);
  });

  it("opens 16-rated pictures of a free album to everybody", () => {
    expect(row(free, 16, anonymous)).toEqual(Array(5).fill(null));
    expect(row(free, 12, anonymous)).toEqual(Array(5).fill(null));
    expect(row(free, 18, checked)).toEqual(Array(5).fill(null));
  });
});
