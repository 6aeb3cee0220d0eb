import { describe, expect, it } from "vitest";
import { deferHydration, FIRST_PAINT_WAIT } from "./deferHydration.ts";

// The shape React Router 7's <Scripts /> renders (taken from a rendered page).
const HEAD =
  '<head><link rel="modulepreload" href="/assets/en-1.js"/><link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc"/><link rel="modulepreload" href="/assets/root-1.js" nonce="abc"/><link rel="stylesheet" href="/assets/style-1.css"/></head>';
const SCRIPT = `<script nonce="abc" type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1_clientLoader from "/assets/home-loader.js";
import * as route1_main from "/assets/home-1.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"page:/:lang/":route1};

import("/assets/_entry.client-1.js");</script>`;
const BODY_START = '<body><main>hi</main><script nonce="abc">window.__reactRouterContext = {};</script>';
const BODY_END = '<script nonce="abc">window.x=1</script></body>';
const PAGE = `<html>${HEAD}${BODY_START}${SCRIPT}${BODY_END}</html>`;

const moduleScript = (html: string) =>
  /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  it("waits for the first contentful paint, then imports the same modules in the same order", () => {
    const script = moduleScript(deferHydration(PAGE));
    expect(script.startsWith(FIRST_PAINT_WAIT)).toBe(true);
    expect(script).not.toMatch(/^import /m);
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/home-loader.js",
      "/assets/home-1.js",
      "/assets/_entry.client-1.js",
    ]);
    expect(script).toContain("const route0 = await import(");
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
  });

  it("moves the module preloads after the first paint, with the page's nonce", () => {
    const out = deferHydration(PAGE);
    expect(out).not.toContain('<link rel="modulepreload"');
    const script = moduleScript(out);
    expect(script).toContain('["/assets/en-1.js","/assets/manifest-1.js","/assets/root-1.js"]');
    expect(script).toContain('l.nonce="abc";');
    // Added after the wait, before the first import.
    expect(script.indexOf("modulepreload")).toBeGreaterThan(script.indexOf(FIRST_PAINT_WAIT));
    expect(script.indexOf("modulepreload")).toBeLessThan(script.indexOf("await import("));
    // Everything else is untouched.
    expect(out).toContain('<link rel="stylesheet" href="/assets/style-1.css"/></head>');
    expect(out).toContain(BODY_START);
    expect(out.endsWith(`${BODY_END}</html>`)).toBe(true);
  });

  it("is valid JavaScript for a module (top-level await)", () => {
    const script = moduleScript(deferHydration(PAGE));
    // An async function body accepts the same await syntax as a module's top level.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction("import_", script.replaceAll("import(", "import_("))).not.toThrow();
  });

  it("leaves a page without React Router's module script as it is", () => {
    const page =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script>1</script></body></html>';
    expect(deferHydration(page)).toBe(page);
    const other = '<script type="module" async="">import "/x.js";</script>';
    expect(deferHydration(other)).toBe(other);
  });

  describe("the wait for the first contentful paint", () => {
    type Entry = { name: string };
    /** Runs FIRST_PAINT_WAIT with fake page globals and timers: `advance` moves the clock, `paint` reports paint entries. */
    function runWait(page: { visible?: boolean; framed?: boolean; painted?: Entry[]; observer?: boolean }) {
      const observers: ((list: { getEntries(): Entry[] }) => void)[] = [];
      const timers: { at: number; run: () => void }[] = [];
      let now = 0;
      let frames = 0;
      const win: Record<string, unknown> = {};
      win.top = page.framed ? {} : win;
      const globals = {
        document: { visibilityState: page.visible === false ? "hidden" : "visible" },
        window: win,
        performance: { getEntriesByType: () => page.painted ?? [] },
        PerformanceObserver:
          page.observer === false
            ? undefined
            : class {
                constructor(callback: (list: { getEntries(): Entry[] }) => void) {
                  observers.push(callback);
                }
                observe() {}
                disconnect() {
                  observers.length = 0;
                }
              },
        setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
        requestAnimationFrame: (run: () => void) => {
          frames += 1;
          timers.push({ at: now + 16, run });
        },
      };
      let done = false;
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
      void new AsyncFunction(...Object.keys(globals), FIRST_PAINT_WAIT)(...Object.values(globals)).then(
        () => {
          done = true;
        },
      );
      const advance = async (ms: number) => {
        now += ms;
        for (const timer of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }
        await Promise.resolve();
        await Promise.resolve();
      };
      const paint = (entries: Entry[]) => {
        for (const callback of [...observers]) callback({ getEntries: () => entries });
      };
      return { advance, paint, isDone: () => done, frames: () => frames };
    }

    it("goes on once the browser reports the first contentful paint, not at the first paint", async () => {
      const page = runWait({});
      await page.advance(50);
      page.paint([{ name: "first-paint" }]);
      await page.advance(1);
      expect(page.isDone()).toBe(false);
      page.paint([{ name: "first-contentful-paint" }]);
      await page.advance(1);
      expect(page.isDone()).toBe(true);
    });

    it("does not wait when the first contentful paint was already reported", async () => {
      const page = runWait({ painted: [{ name: "first-paint" }, { name: "first-contentful-paint" }] });
      await page.advance(1);
      expect(page.isDone()).toBe(true);
    });

    it("waits at most a second, and not at all in a hidden tab or a frame", async () => {
      const page = runWait({});
      await page.advance(999);
      expect(page.isDone()).toBe(false);
      await page.advance(1);
      expect(page.isDone()).toBe(true);
      const hidden = runWait({ visible: false });
      await hidden.advance(0);
      expect(hidden.isDone()).toBe(true);
      const framed = runWait({ framed: true });
      await framed.advance(0);
      expect(framed.isDone()).toBe(true);
    });

    it("waits for a rendered frame where the browser has no Paint Timing API", async () => {
      const page = runWait({ observer: false });
      await page.advance(1);
      expect(page.frames()).toBe(1);
      expect(page.isDone()).toBe(false);
      await page.advance(16);
      await page.advance(0);
      expect(page.isDone()).toBe(true);
    });
  });
});
