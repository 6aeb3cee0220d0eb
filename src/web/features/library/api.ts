import type {
  TLibraryChange,
  TLibraryItemRef,
  TLibraryMediaType,
  TLibraryPage,
  TLibraryTab,
} from "../../../common/contracts/library.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** The media-library REST calls (docs/REST.md "Media library"); all need login. */
export const libraryApi = {
  items: (tab: TLibraryTab, mediaType: TLibraryMediaType, offset: number, language: Language) =>
    rest<TLibraryPage>("mediathek/items", { payload: { tab, mediaType, offset }, language }),
  setArchived: (ref: TLibraryItemRef, archived: boolean) =>
    rest<TLibraryChange>(archived ? "mediathek/archive" : "mediathek/restore", {
      method: "POST",
      payload: { ...ref },
    }),
};
