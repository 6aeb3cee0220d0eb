import type { TCamTile } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of /cams/. */
export const camsKeys = {
  all: ["cams"] as const,
  list: (language: Language) => ["cams", language] as const,
};

/** GET cams: every performer online now with her live still and chat offers. */
export async function fetchCams(language: Language): Promise<TCamTile[]> {
  return (await rest<{ items: TCamTile[] }>("cams", { language })).items;
}
