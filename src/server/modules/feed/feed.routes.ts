import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  FEED_PICTURE_MAX_BYTES,
  ZCommentText,
  ZCreatePost,
  ZSetGoal,
} from "../../../common/contracts/feed.ts";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { storeUploadedImage } from "../catalog/index.ts";
import { commentAsPerformer, deleteCommentAsPerformer } from "./commands/comments.ts";
import { createPost, deletePost, setPostGoal, setPostPinned } from "./commands/posts.ts";
import { listReports } from "./queries.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZActor = z.object({ actorId: ZId });
const ZActorPost = z.object({ actorId: ZId, postId: ZId });
const ZActorComment = z.object({ actorId: ZId, commentId: ZId });
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/**
 * The performer's side of the feed (operator API; the studio in production): upload pictures,
 * create, pin, unpin and delete posts, set a tipping goal, answer and delete comments, and the
 * guests' reports. docs/REST.md "Feed (operator)".
 */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);
  const stores = {
    media: new LocalMediaStore(ctx.config.mediaDir),
    protectedMedia: new LocalMediaStore(ctx.config.protectedMediaDir),
  };
  // A picture is uploaded as the request body itself (JPEG, PNG or WebP), up to 15 MB.
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: "buffer", bodyLimit: FEED_PICTURE_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  const actorPost = (request: FastifyRequest) => parseInput(ZActorPost, request.params);

  app.post("/internal/actors/:actorId/feed/pictures", async (request, reply) => {
    authorize(request);
    parseInput(ZActor, request.params);
    const { locked } = parseInput(
      z.object({ locked: z.enum(["true", "false"]).default("false") }),
      request.query,
    );
    if (!Buffer.isBuffer(request.body))
      throw new AppError(
        AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
        "Send the picture as image/jpeg, image/png or image/webp",
      );
    const imageId = await storeUploadedImage({
      db: ctx.db,
      stores,
      data: request.body,
      isProtected: locked === "true",
      ref: "picture",
    });
    reply.status(201);
    return { success: true, imageId, locked: locked === "true" };
  });

  app.post("/internal/actors/:actorId/feed/posts", async (request, reply) => {
    authorize(request);
    const { actorId } = parseInput(ZActor, request.params);
    const input = parseInput(ZCreatePost, request.body);
    const post = await runCommand(ctx, createPost, { actorId, input });
    reply.status(201);
    return { success: true, postId: post.id, published: post.publishedAt.toISOString() };
  });

  for (const [action, pinned] of [
    ["pin", true],
    ["unpin", false],
  ] as const)
    app.post(`/internal/actors/:actorId/feed/posts/:postId/${action}`, async (request) => {
      authorize(request);
      return runCommand(ctx, setPostPinned, { ...actorPost(request), pinned });
    });

  app.delete("/internal/actors/:actorId/feed/posts/:postId", async (request) => {
    authorize(request);
    return runCommand(ctx, deletePost, actorPost(request));
  });

  app.put("/internal/actors/:actorId/feed/posts/:postId/goal", async (request) => {
    authorize(request);
    const { goalCoins } = parseInput(ZSetGoal, request.body);
    return runCommand(ctx, setPostGoal, { ...actorPost(request), goalCoins });
  });

  app.post("/internal/actors/:actorId/feed/posts/:postId/comments", async (request, reply) => {
    authorize(request);
    const input = parseInput(
      z.strictObject({ text: ZCommentText, repliesToCommentId: ZId.nullish() }),
      request.body,
    );
    const row = await runCommand(ctx, commentAsPerformer, {
      ...actorPost(request),
      text: input.text,
      repliesToCommentId: input.repliesToCommentId ?? null,
    });
    reply.status(201);
    return { success: true, commentId: row?.id, parentId: row?.parentId ?? null };
  });

  app.delete("/internal/actors/:actorId/feed/comments/:commentId", async (request) => {
    authorize(request);
    return runCommand(ctx, deleteCommentAsPerformer, parseInput(ZActorComment, request.params));
  });

  app.get("/internal/feed/reports", async (request) => {
    authorize(request);
    const page = parseInput(
      z.object({
        limit: ZId.max(200).default(50),
        offset: z.coerce.number().int().min(0).max(100_000).default(0),
      }),
      request.query,
    );
    const rows = await listReports(ctx.db, page);
    return {
      success: true,
      reports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  });
}
