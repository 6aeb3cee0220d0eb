import { describe, expect, it } from "vitest";
import { EXIT_CODE_CATALOGUE } from "../../common/exitCodes.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { nl } from "./nl.ts";

/** The chat screen's messages for the exit codes (src/common/exitCodes.ts), in every language. */
describe("exit code messages", () => {
  it("has a guest message for every key, the title and unknown in de, en, es and nl", () => {
    for (const texts of [de, en, es, nl]) {
      const section: Record<string, string> = texts.exitCodes;
      expect(Object.keys(section).sort()).toEqual(
        [...EXIT_CODE_CATALOGUE.map((e) => e.key), "title", "unknown"].sort(),
      );
      for (const text of Object.values(section)) expect(text.trim().length).toBeGreaterThan(3);
    }
  });
});
