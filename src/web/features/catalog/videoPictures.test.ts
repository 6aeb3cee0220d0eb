import { describe, expect, it } from "vitest";
import { spriteFrame } from "./videoPictures.ts";

const sprite = {
  url: "/media/x-thumbs/sprite.jpg",
  columns: 10,
  rows: 10,
  frameWidth: 160,
  frameHeight: 90,
  count: 100,
};

describe("spriteFrame", () => {
  it("maps the pointer across the tile to the frames in order", () => {
    expect(spriteFrame(sprite, 0).position).toBe(0);
    expect(spriteFrame(sprite, 0.5).position).toBe(50);
    expect(spriteFrame(sprite, 0.999).position).toBe(99);
    expect(spriteFrame(sprite, 1).position).toBe(99);
    expect(spriteFrame(sprite, -0.2).position).toBe(0);
  });

  it("shows the frame's cell of the sheet", () => {
    expect(spriteFrame(sprite, 0).style).toEqual({
      backgroundImage: 'url("/media/x-thumbs/sprite.jpg")',
      backgroundSize: "1000% 1000%",
      backgroundPosition: "0% 0%",
    });
    expect(spriteFrame(sprite, 0.13).style.backgroundPosition).toBe(`${(3 / 9) * 100}% ${(1 / 9) * 100}%`);
    expect(spriteFrame(sprite, 1).style.backgroundPosition).toBe("100% 100%");
  });

  it("a sheet of one row or a short last row", () => {
    const short = { ...sprite, rows: 1, count: 7 };
    expect(spriteFrame(short, 0.99)).toMatchObject({
      position: 6,
      style: { backgroundPosition: `${(6 / 9) * 100}% 0%` },
    });
    const partial = { ...sprite, rows: 3, count: 23 };
    expect(spriteFrame(partial, 1).position).toBe(22);
    expect(spriteFrame(partial, 1).style.backgroundPosition).toBe(`${(2 / 9) * 100}% 100%`);
  });
});
