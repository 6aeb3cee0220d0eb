import type { ExitCodeKey } from "../../../../common/exitCodes.ts";

/** A guest's message for each exit code, plus the screen's title and the unknown code's text. */
export type ExitCodeTexts = Record<ExitCodeKey | "title" | "unknown", string>;
