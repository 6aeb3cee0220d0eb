import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  type TAlbumComment,
  type TAlbumPreview,
  type TRatingResult,
  ZAlbumParams,
  ZAlbumRatingInput,
  ZAlbumViewInput,
  ZCommentsQuery,
  ZDeleteCommentInput,
  ZPictureRatingInput,
  ZPostCommentInput,
} from "../../../common/contracts/albums.ts";
import { notFound } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { requireGuest } from "../accounts/auth.ts";
import { signedImageBase } from "../playback/signing.ts";
import { deleteComment, postComment } from "./commands/comments.ts";
import { setRating } from "./commands/setRating.ts";
import { authorizeRating } from "./policy.ts";
import { presentComment, presentRating } from "./presenter.ts";
import { findPreviewAlbum, presentAlbumPreview } from "./preview.ts";
import { findPictureAlbumId, findReleasedAlbum, ownsAlbum } from "./queries.ts";
import { albumComments, albumState } from "./state.ts";
import { addAlbumView, ViewMarks } from "./views.ts";

/**
 * Albums and pictures (spec content §3 "Gallery / album", §4, §7 gallery/*): the guest-specific
 * album state, likes and dislikes of albums and pictures, views, and comments. Reading is public;
 * rating and commenting need login.
 */
export async function albumsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const marks = new ViewMarks(ctx.redis);

  const releasedAlbum = async (albumId: number) => {
    const album = await findReleasedAlbum(ctx.db, albumId, ctx.now());
    if (!album) throw notFound("Album");
    return album;
  };

  app.get("/gallery/open/:albumId", async (request) => {
    const { albumId } = parseInput(ZAlbumParams, request.params);
    const album = await releasedAlbum(albumId);
    const now = ctx.now();
    const key = ctx.config.mediaSigningKey;
    return albumState(ctx.db, album, (await request.auth())?.guest ?? null, (path) =>
      signedImageBase(key, path, now),
    );
  });

  // The preview popup: the pictures before the paywall, counts and price; 18-rated ones need the
  // caller's accepted age check.
  app.get("/gallery/getPreview/:albumId", async (request): Promise<TAlbumPreview> => {
    const { albumId } = parseInput(ZAlbumParams, request.params);
    const found = await findPreviewAlbum(ctx.db, albumId, ctx.now());
    if (!found) throw notFound("Album");
    const guest = (await request.auth())?.guest;
    return presentAlbumPreview(found, request.language, { ageChecked: guest?.avsStatus === "accepted" });
  });

  app.post("/gallery/setGuestRating", async (request): Promise<TRatingResult> => {
    const { guest } = await requireGuest(request);
    const { albumId, guestRating } = parseInput(ZAlbumRatingInput, request.body);
    const result = await ctx.db.transaction(async (tx) => {
      const album = await findReleasedAlbum(tx, albumId, ctx.now());
      if (!album) throw notFound("Album");
      authorizeRating(album, album.isPrivateShop && (await ownsAlbum(tx, guest.id, albumId)));
      return setRating({ tx, guestId: guest.id, objectType: "album", objectId: albumId, value: guestRating });
    });
    return { objectType: "album", objectId: albumId, ...presentRating(result, result.value) };
  });

  app.post("/gallery/setPictureGuestRating", async (request): Promise<TRatingResult> => {
    const { guest } = await requireGuest(request);
    const { pictureId, guestRating } = parseInput(ZPictureRatingInput, request.body);
    const result = await ctx.db.transaction(async (tx) => {
      const albumId = await findPictureAlbumId(tx, pictureId, ctx.now());
      const album = albumId === null ? null : await findReleasedAlbum(tx, albumId, ctx.now());
      if (!album) throw notFound("Picture");
      authorizeRating(album, album.isPrivateShop && (await ownsAlbum(tx, guest.id, album.id)));
      return setRating({
        tx,
        guestId: guest.id,
        objectType: "picture",
        objectId: pictureId,
        value: guestRating,
      });
    });
    return { objectType: "picture", objectId: pictureId, ...presentRating(result, result.value) };
  });

  app.post("/gallery/view", async (request) => {
    const { albumId } = parseInput(ZAlbumViewInput, request.body);
    const album = await releasedAlbum(albumId);
    const guest = (await request.auth())?.guest ?? null;
    const visitor = guest
      ? `g${guest.id}`
      : `v${createHash("sha256")
          .update(`${request.ip}|${request.headers["user-agent"] ?? ""}`)
          .digest("hex")
          .slice(0, 24)}`;
    const counted = await marks.firstToday(`${albumId}:${visitor}`, ctx.now());
    const albumTotalViews = counted ? await addAlbumView(ctx.db, albumId, ctx.now()) : album.totalViews;
    return { albumId, counted, albumTotalViews: albumTotalViews ?? album.totalViews };
  });

  app.get("/gallery/getComments", async (request) => {
    const { albumId, limit, offset } = parseInput(ZCommentsQuery, request.query);
    const album = await releasedAlbum(albumId);
    return albumComments(ctx.db, album, (await request.auth())?.guest ?? null, { limit, offset });
  });

  app.post("/gallery/postComment", async (request, reply): Promise<TAlbumComment> => {
    const { guest } = await requireGuest(request);
    const { albumId, commentText } = parseInput(ZPostCommentInput, request.body);
    const row = await ctx.db.transaction((tx) =>
      postComment({ tx, guestId: guest.id, albumId, text: commentText, now: ctx.now() }),
    );
    reply.code(201);
    return presentComment({ ...row, authorName: guest.name }, guest.id);
  });

  app.post("/gallery/deleteComment", async (request) => {
    const { guest } = await requireGuest(request);
    const { commentId } = parseInput(ZDeleteCommentInput, request.body);
    const row = await ctx.db.transaction((tx) =>
      deleteComment({ tx, guestId: guest.id, commentId, now: ctx.now() }),
    );
    return { success: true, commentId: row.id, albumId: row.albumId };
  });
}
