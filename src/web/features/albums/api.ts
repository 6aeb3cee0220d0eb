import type {
  TAlbumComment,
  TAlbumComments,
  TAlbumState,
  TGuestRating,
  TRatingResult,
} from "../../../common/contracts/albums.ts";
import { COMMENT_PAGE_SIZE } from "../../../common/contracts/values/albums.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** The album REST calls (docs/REST.md "Albums and pictures"). */
export const albumsApi = {
  state: (albumId: number) => rest<TAlbumState>(`gallery/open/${albumId}`),
  view: (albumId: number) =>
    rest<{ albumTotalViews: number; counted: boolean }>("gallery/view", {
      method: "POST",
      payload: { albumId },
    }),
  rateAlbum: (albumId: number, guestRating: TGuestRating) =>
    rest<TRatingResult>("gallery/setGuestRating", { method: "POST", payload: { albumId, guestRating } }),
  ratePicture: (pictureId: number, guestRating: TGuestRating) =>
    rest<TRatingResult>("gallery/setPictureGuestRating", {
      method: "POST",
      payload: { pictureId, guestRating },
    }),
  comments: (albumId: number, offset: number, language: Language) =>
    rest<TAlbumComments>("gallery/getComments", {
      payload: { albumId, offset, limit: COMMENT_PAGE_SIZE },
      language,
    }),
  postComment: (albumId: number, commentText: string) =>
    rest<TAlbumComment>("gallery/postComment", { method: "POST", payload: { albumId, commentText } }),
  deleteComment: (commentId: number) =>
    rest<{ success: true }>("gallery/deleteComment", { method: "POST", payload: { commentId } }),
};
