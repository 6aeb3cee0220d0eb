import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eventHandlers } from "./eventHandlers.ts";

/**
 * The domain events and their handlers as docs/ARCHITECTURE.md lists them ("Domain events"): a
 * new event or handler that the map does not name fails here.
 */
const SERVER = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(SERVER, "../..");

function declaredEvents(): string[] {
  const files = readdirSync(SERVER, { recursive: true })
    .map(String)
    .filter((file) => path.basename(file) === "events.ts" && !file.startsWith("lib/"));
  const types = files.flatMap((file) =>
    [...readFileSync(path.join(SERVER, file), "utf8").matchAll(/^\s+"([a-z]+\.[a-zA-Z]+)": /gm)].map(
      (match) => match[1] as string,
    ),
  );
  return [...new Set(types)].sort();
}

const architecture = readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
const eventsSection = architecture.slice(architecture.indexOf("## Domain events"));

describe("the domain events", () => {
  it("are declared in the modules' events.ts", () => {
    expect(declaredEvents().length).toBeGreaterThan(10);
  });

  it("each has its line in docs/ARCHITECTURE.md, with the handlers that take it", () => {
    expect(architecture).toContain("## Domain events");
    for (const type of declaredEvents()) expect(eventsSection, type).toContain(`\`${type}\``);
    for (const handler of eventHandlers) expect(eventsSection, handler.name).toContain(`\`${handler.name}\``);
  });

  it("are handled by handlers of declared events, each name once", () => {
    const declared = new Set(declaredEvents());
    for (const handler of eventHandlers) expect(declared.has(handler.event), handler.name).toBe(true);
    const names = eventHandlers.map((handler) => handler.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
