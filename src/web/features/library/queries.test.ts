import { describe, expect, it } from "vitest";
import type { TLibraryItem, TLibraryPage } from "../../../common/contracts/library.ts";
import { withMoved } from "./queries.ts";

const item = (id: number) => ({ id, objectType: "video" }) as TLibraryItem;
const page = {
  items: [item(1), item(2)],
  total: 2,
  counts: { shop: 2, pinned: 1, archive: 0 },
} as TLibraryPage;

describe("a library item moved", () => {
  it("to the archive leaves the shop tab and counts there", () => {
    expect(withMoved(page, item(1), "shop", true)).toMatchObject({
      items: [item(2)],
      total: 1,
      counts: { shop: 1, pinned: 1, archive: 1 },
    });
  });

  it("back from the archive counts in the shop tab", () => {
    const archive = { ...page, counts: { shop: 0, pinned: 1, archive: 2 } };
    expect(withMoved(archive, item(2), "archive", false).counts).toEqual({ shop: 1, pinned: 1, archive: 1 });
  });
});
