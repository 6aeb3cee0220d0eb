import { beforeEach, describe, expect, it } from "vitest";
import { clearStoredGrids, readLoaded, writeLoaded } from "./gridStore.ts";

/** An in-memory sessionStorage for Node, with the key enumeration clearing needs. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("kept grid pages", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "sessionStorage", { value: new MemoryStorage(), configurable: true });
  });

  it("are read back for their history entry only when they start at the rendered page", () => {
    writeLoaded("abc", { firstPage: 2, lastPage: 3, items: [] });
    expect(readLoaded("abc", 2)).toEqual({ firstPage: 2, lastPage: 3, items: [] });
    expect(readLoaded("abc", 1)).toBeNull();
    expect(readLoaded("other", 2)).toBeNull();
  });

  it("are all forgotten after a purchase, and nothing else in the session is", () => {
    writeLoaded("one", { firstPage: 1, lastPage: 2, items: [] });
    writeLoaded("two", { firstPage: 1, lastPage: 4, items: [] });
    sessionStorage.setItem("velvet.postLogin", "{}");
    clearStoredGrids();
    expect(readLoaded("one", 1)).toBeNull();
    expect(readLoaded("two", 1)).toBeNull();
    expect(sessionStorage.getItem("velvet.postLogin")).toBe("{}");
  });
});
