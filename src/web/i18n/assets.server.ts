import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "../../common/languages.ts";

let assets: Partial<Record<Language, string>> | undefined;

/**
 * The URL of a language's texts chunk in the client build (from Vite's manifest), so a page can
 * preload it with its other modules; null without a build manifest (development server).
 */
export function textsAsset(language: Language): string | null {
  if (!assets) {
    assets = {};
    try {
      const manifest = JSON.parse(
        readFileSync(path.resolve("build/client/.vite/manifest.json"), "utf8"),
      ) as Record<string, { file: string }>;
      for (const [source, chunk] of Object.entries(manifest)) {
        const match = /^src\/web\/i18n\/(de|en|es|nl)\.ts$/.exec(source);
        if (match) assets[match[1] as Language] = `/${chunk.file}`;
      }
    } catch {
      // No manifest: the entry loads the texts without a preload.
    }
  }
  return assets[language] ?? null;
}
