import { beforeEach, describe, expect, it } from "vitest";
import { peekPostLoginAction, savePostLoginAction, takePostLoginAction } from "./postLogin.ts";

/** An in-memory sessionStorage for Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe("post-login actions", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "sessionStorage", { value: new MemoryStorage(), configurable: true });
  });

  it("are taken once, and only by the feature they belong to", () => {
    savePostLoginAction({ type: "buy", itemType: "video", itemId: 7 });
    expect(takePostLoginAction((action) => action.type === "overlay")).toBeNull();
    expect(takePostLoginAction((action) => action.type === "buy" && action.itemId === 7)).toEqual({
      type: "buy",
      itemType: "video",
      itemId: 7,
    });
    expect(peekPostLoginAction()).toBeNull();
  });

  it("keep pins of every favourite type and drop unknown types", () => {
    savePostLoginAction({ type: "pin", objectType: "picture", objectId: 12 });
    expect(peekPostLoginAction()).toEqual({ type: "pin", objectType: "picture", objectId: 12 });
    sessionStorage.setItem(
      "velvet.postLoginAction",
      JSON.stringify({ action: { type: "pin", objectType: "video", objectId: 12 }, savedAt: Date.now() }),
    );
    expect(peekPostLoginAction()).toBeNull();
  });

  it("drop anything malformed, foreign redirects and stale entries", () => {
    for (const url of ["//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)"]) {
      sessionStorage.setItem(
        "velvet.postLoginAction",
        JSON.stringify({ action: { type: "redirect", url }, savedAt: Date.now() }),
      );
      expect(peekPostLoginAction()).toBeNull();
    }
    sessionStorage.setItem(
      "velvet.postLoginAction",
      JSON.stringify({ action: { type: "overlay", flow: "moneycharge" }, savedAt: Date.now() - 31 * 60_000 }),
    );
    expect(peekPostLoginAction()).toBeNull();
    sessionStorage.setItem("velvet.postLoginAction", "{not json");
    expect(peekPostLoginAction()).toBeNull();
  });

  it("keep a feed post's like, unlock, tip or comment and drop other feed actions", () => {
    for (const action of ["like", "buy", "tip", "comment"] as const) {
      savePostLoginAction({ type: "feedPost", postId: 5, action });
      expect(takePostLoginAction((saved) => saved.type === "feedPost" && saved.postId === 5)).toEqual({
        type: "feedPost",
        postId: 5,
        action,
      });
    }
    for (const action of [
      { postId: 5, action: "delete" },
      { postId: "5", action: "like" },
      { action: "like" },
    ]) {
      sessionStorage.setItem(
        "velvet.postLoginAction",
        JSON.stringify({ action: { type: "feedPost", ...action }, savedAt: Date.now() }),
      );
      expect(peekPostLoginAction()).toBeNull();
    }
  });
});
