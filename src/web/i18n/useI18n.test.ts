import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// React's use() and the router's location, observed: useI18n runs here as a plain function.
const use = vi.fn((thenable: PromiseLike<unknown> & { status?: string }) => {
  if (thenable.status !== "fulfilled") throw thenable; // suspends, as React does
  return undefined;
});
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), use }));
vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  useLocation: () => ({ pathname: "/en/", search: "" }),
}));

describe("useI18n", () => {
  // The browser's module (not the server's, which holds every pack from the start).
  beforeAll(() => {
    vi.stubEnv("SSR", false);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it("calls use() on every render, also when no texts are pending (a replay after a suspension)", async () => {
    const i18n = await import("./index.ts");
    // A render of a component that calls the hook, as a plain call (the hook under test).
    const render = i18n.useI18n;
    await i18n.loadDictionary("en");
    expect(render().language).toBe("en");
    expect(use).toHaveBeenCalledTimes(1);

    // A page declares a pack: the next render waits for it (suspends) ...
    const declared = i18n.needTexts("feed");
    let suspendedOn: unknown;
    try {
      render();
    } catch (thrown) {
      suspendedOn = thrown;
    }
    expect(suspendedOn).toBeInstanceOf(Promise);
    await declared;
    await suspendedOn;
    // ... and React's replay of that first mount goes through use() again, which is where React
    // restores the mount dispatcher: a replay without it threw "Update hook called on initial render".
    const callsBefore = use.mock.calls.length;
    const { t } = render();
    expect(use.mock.calls.length).toBe(callsBefore + 1);
    expect(t.feed).toBeDefined();
  });
});
