/** The public surface of the contentImport module: other modules and the transports import only this. */

export type { ImportResult } from "./commands/importContent.ts";
export { importContent } from "./commands/importContent.ts";
export type { ImportFile, ImportFileSource } from "./files.ts";
export { sniffKind } from "./files.ts";
