import { describe, expect, it } from "vitest";
import { holdReloads, reloadAfterExitDialogs } from "./exitGate.ts";

describe("page reloads and the chat-exit dialog", () => {
  it("reloads at once when no exit dialog is open", () => {
    let reloads = 0;
    reloadAfterExitDialogs(() => reloads++);
    expect(reloads).toBe(1);
  });

  it("waits until the last open exit dialog closes, and reloads once", () => {
    let reloads = 0;
    const first = holdReloads();
    const second = holdReloads();
    reloadAfterExitDialogs(() => reloads++);
    reloadAfterExitDialogs(() => reloads++);
    first();
    first();
    expect(reloads).toBe(0);
    second();
    expect(reloads).toBe(1);
    second();
    expect(reloads).toBe(1);
  });
});
