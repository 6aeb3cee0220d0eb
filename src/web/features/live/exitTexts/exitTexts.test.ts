import { describe, expect, it } from "vitest";
import { EXIT_CODE_CATALOGUE } from "../../../../common/exitCodes.ts";
import { LANGUAGES } from "../../../../common/languages.ts";
import { loadExitCodeTexts } from "./index.ts";

/** The chat screen's messages for the exit codes (src/common/exitCodes.ts), in every language. */
describe("exit code messages", () => {
  it("has a guest message for every key, the title and unknown in de, en, es and nl", async () => {
    const keys = [...EXIT_CODE_CATALOGUE.map((entry) => entry.key), "title", "unknown"].sort();
    const seen = new Set<string>();
    for (const language of LANGUAGES) {
      const texts: Record<string, string> = await loadExitCodeTexts(language);
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const text of Object.values(texts)) expect(text.trim().length).toBeGreaterThan(3);
      seen.add(texts.guestEnded ?? "");
    }
    // Four languages, four different texts (no language fell back to another's file).
    expect(seen.size).toBe(LANGUAGES.length);
  });
});
