import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../api/query.ts";
import { favoritesApi } from "./api.ts";
import { favoriteKeys, type PinnedState, pinMutation } from "./pinned.ts";

describe("pinMutation", () => {
  it("shows a pin at once and keeps it when the call succeeds", async () => {
    const client = createQueryClient();
    client.setQueryData<PinnedState>(favoriteKeys.pinned("actor"), { loaded: true, ids: new Set([1]) });
    let finish: () => void = () => undefined;
    vi.spyOn(favoritesApi, "setPinned").mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({} as never))),
    );
    const done = new MutationObserver(client, pinMutation(client)).mutate({
      objectType: "actor",
      objectId: 2,
      pinned: true,
    });
    await vi.waitFor(() =>
      expect(client.getQueryData<PinnedState>(favoriteKeys.pinned("actor"))?.ids.has(2)).toBe(true),
    );
    finish();
    await done;
    expect([...(client.getQueryData<PinnedState>(favoriteKeys.pinned("actor"))?.ids ?? [])]).toEqual([1, 2]);
    vi.restoreAllMocks();
  });

  it("rolls the object back when the call fails, leaving the others as they are", async () => {
    const client = createQueryClient();
    client.setQueryData<PinnedState>(favoriteKeys.pinned("album"), { loaded: true, ids: new Set([1, 2]) });
    vi.spyOn(favoritesApi, "setPinned").mockRejectedValue(new Error("refused"));
    await expect(
      new MutationObserver(client, pinMutation(client)).mutate({
        objectType: "album",
        objectId: 2,
        pinned: false,
      }),
    ).rejects.toThrow("refused");
    expect([...(client.getQueryData<PinnedState>(favoriteKeys.pinned("album"))?.ids ?? [])]).toEqual([1, 2]);
    vi.restoreAllMocks();
  });
});
