import type { Language } from "../../../../common/languages.ts";
import type { ExitCodeTexts } from "./types.ts";

export type { ExitCodeTexts } from "./types.ts";

/**
 * The chat-end messages of one language (docs/EXIT-CODES.md): a chunk of its own, read when a chat
 * ends or the chat screen opens, so the pages without a chat carry none of them.
 */
export async function loadExitCodeTexts(language: Language): Promise<ExitCodeTexts> {
  switch (language) {
    case "de":
      return (await import("./exit-de.ts")).texts;
    case "es":
      return (await import("./exit-es.ts")).texts;
    case "nl":
      return (await import("./exit-nl.ts")).texts;
    default:
      return (await import("./exit-en.ts")).texts;
  }
}
