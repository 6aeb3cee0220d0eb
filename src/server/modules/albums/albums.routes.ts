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
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { imageSigner } from "../../lib/media/imageSigning.ts";
import { parseInput } from "../../lib/validate.ts";
import { visitorKey } from "../../lib/visitor.ts";
import { isAgeChecked } from "../accounts/index.ts";
import { findPreviewAlbum, findReleasedAlbum } from "../catalog/index.ts";
import { deleteComment, postComment } from "./commands/comments.ts";
import { rateAlbum, ratePicture } from "./commands/rateAlbum.ts";
import { viewAlbum } from "./commands/viewAlbum.ts";
import { presentComment } from "./presenter.ts";
import { presentAlbumPreview } from "./preview.ts";
import { albumComments, albumState } from "./state.ts";
import { viewMarksOf } from "./views.ts";

/**
 * Albums and pictures (spec content §3 "Gallery / album", §4, §7 gallery/*): the guest-specific
 * album state, likes and dislikes of albums and pictures, views, and comments. Reading is public;
 * rating and commenting need login.
 */
export async function albumsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const marks = viewMarksOf(ctx);

  const releasedAlbum = async (albumId: number) => {
    const album = await findReleasedAlbum(ctx.db, albumId, ctx.now());
    if (!album) throw notFound("Album");
    return album;
  };

  app.get("/gallery/open/:albumId", async (request) => {
    const { albumId } = parseInput(ZAlbumParams, request.params);
    const album = await releasedAlbum(albumId);
    const guest = (await request.auth())?.guest ?? null;
    return albumState(
      ctx.db,
      album,
      guest,
      ctx.now(),
      imageSigner(ctx.config.mediaSigningKey, guest?.id, ctx.now()),
    );
  });

  // The preview popup: the pictures before the paywall, counts and price; 18-rated ones need the
  // caller's accepted age check.
  app.get("/gallery/getPreview/:albumId", async (request): Promise<TAlbumPreview> => {
    const { albumId } = parseInput(ZAlbumParams, request.params);
    const found = await findPreviewAlbum(ctx.db, albumId, ctx.now());
    if (!found) throw notFound("Album");
    const guest = (await request.auth())?.guest;
    return presentAlbumPreview(found, request.language, {
      ageChecked: guest !== undefined && isAgeChecked(guest),
      sign: imageSigner(ctx.config.mediaSigningKey, guest?.id, ctx.now()),
    });
  });

  app.post("/gallery/setGuestRating", async (request): Promise<TRatingResult> => {
    const { guest } = await requireGuest(request);
    const { albumId, guestRating } = parseInput(ZAlbumRatingInput, request.body);
    return runCommand(ctx, rateAlbum, { guestId: guest.id, objectId: albumId, value: guestRating });
  });

  app.post("/gallery/setPictureGuestRating", async (request): Promise<TRatingResult> => {
    const { guest } = await requireGuest(request);
    const { pictureId, guestRating } = parseInput(ZPictureRatingInput, request.body);
    return runCommand(ctx, ratePicture, { guestId: guest.id, objectId: pictureId, value: guestRating });
  });

  app.post("/gallery/view", async (request) => {
    const { albumId } = parseInput(ZAlbumViewInput, request.body);
    const guest = (await request.auth())?.guest ?? null;
    const visitor = visitorKey(guest?.id ?? null, request.ip, request.headers["user-agent"]);
    return viewAlbum({ db: ctx.db, marks, albumId, visitor, now: ctx.now() });
  });

  app.get("/gallery/getComments", async (request) => {
    const { albumId, limit, offset } = parseInput(ZCommentsQuery, request.query);
    const album = await releasedAlbum(albumId);
    return albumComments(ctx.db, album, (await request.auth())?.guest ?? null, { limit, offset });
  });

  app.post("/gallery/postComment", async (request, reply): Promise<TAlbumComment> => {
    const { guest } = await requireGuest(request);
    const { albumId, commentText } = parseInput(ZPostCommentInput, request.body);
    const row = await runCommand(ctx, postComment, { guestId: guest.id, albumId, text: commentText });
    reply.code(201);
    return presentComment({ ...row, authorName: guest.name }, guest.id);
  });

  app.post("/gallery/deleteComment", async (request) => {
    const { guest } = await requireGuest(request);
    const { commentId } = parseInput(ZDeleteCommentInput, request.body);
    const row = await runCommand(ctx, deleteComment, { guestId: guest.id, commentId });
    return { success: true, commentId: row.id, albumId: row.albumId };
  });
}
