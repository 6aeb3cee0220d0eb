import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ZBlogPostInput, ZBlogPostUpdate } from "../../../common/contracts/blog.ts";
import { FEED_PICTURE_MAX_BYTES } from "../../../common/contracts/feed.ts";
import { BLOG_CATEGORIES, BLOG_LIMITS } from "../../../common/contracts/values/blog.ts";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { storeUploadedImage } from "../catalog/index.ts";
import { publishBlogPost, updateBlogPost, withdrawBlogPost } from "./commands/posts.ts";
import { blogActorsView, blogArchiveView, blogLandingView, blogPageView, blogPostView } from "./views.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const categoryIds = Object.values(BLOG_CATEGORIES) as number[];
const ZCategory = z.coerce
  .number()
  .int()
  .refine((id) => categoryIds.includes(id), `one of ${categoryIds.join(", ")}`);
/** A list of ids as "1,2,3" or a JSON array, de-duplicated. */
const ZIdList = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((text, context) => {
      const parts = text.trim().startsWith("[") ? safeJson(text) : text.split(",").filter(Boolean);
      const ids = Array.isArray(parts) ? parts.map(Number) : [NaN];
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647) || ids.length > max) {
        context.addIssue({ code: "custom", message: `at most ${max} ids, each a positive whole number` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });
const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const ZPage = (pageSize: number) => ({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_LIMITS.maxPageSize).default(pageSize),
});
const ZPostsQuery = z.object({
  ...ZPage(BLOG_LIMITS.pageSize),
  exclude: ZIdList(BLOG_LIMITS.maxExclude).optional(),
});
/** blog/posts' {payload}: JSON of the optional filters (`{}` for none). */
const ZPostsPayload = z
  .string()
  .max(500)
  .transform((text, context) => {
    const parsed = z.strictObject({ actorId: ZId.optional() }).safeParse(safeJson(text));
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: 'a JSON object such as {} or {"actorId":5}' });
      return z.NEVER;
    }
    return parsed.data;
  });
const ZArchiveQuery = z.object({
  ...ZPage(BLOG_LIMITS.archivePageSize),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
const ZSlug = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(120),
});
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** Blog answers are the same for everybody for a minute (spec: blog cache max-age 60 s). */
const shared = (reply: FastifyReply) =>
  reply.header("cache-control", `public, max-age=${BLOG_LIMITS.cacheSeconds}`);

/**
 * The blog (spec content: blog calls, categories, page sizes, cache time): the landing, posts by
 * category, archives by year, the performers posts name, a post, search; and the operator's
 * pictures, posts, edits and withdrawals. docs/REST.md "Blog".
 */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);
  const media = new LocalMediaStore(ctx.config.mediaDir);
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: "buffer", bodyLimit: FEED_PICTURE_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

  app.get("/blog/pm", async (request, reply) => {
    shared(reply);
    return blogLandingView(ctx.db, request.language, ctx.now());
  });

  app.get("/blog/posts/:categoryId/:payload", async (request, reply) => {
    const params = parseInput(z.object({ categoryId: ZCategory, payload: ZPostsPayload }), request.params);
    const query = parseInput(ZPostsQuery, request.query);
    const selection = {
      language: request.language,
      categoryId: params.categoryId,
      actorId: params.payload.actorId ?? null,
      exclude: query.exclude ?? [],
    };
    shared(reply);
    return blogPageView(ctx.db, selection, query, ctx.now());
  });

  app.get("/blog/archives/:category", async (request, reply) => {
    // 0: every category.
    const { category } = parseInput(
      z.object({ category: z.union([z.literal("0").transform(() => 0), ZCategory]) }),
      request.params,
    );
    const query = parseInput(ZArchiveQuery, request.query);
    const selection = { language: request.language, categoryId: category || null, year: query.year ?? null };
    shared(reply);
    return blogArchiveView(ctx.db, selection, query, ctx.now());
  });

  app.get("/blog/actors/:payload", async (request, reply) => {
    const { payload } = parseInput(z.object({ payload: ZIdList(BLOG_LIMITS.maxExclude) }), request.params);
    shared(reply);
    return { actors: await blogActorsView(ctx.db, payload, request.language, ctx.now()) };
  });

  app.get("/blog/post/:slug", async (request, reply) => {
    const { slug } = parseInput(ZSlug, request.params);
    const post = await blogPostView(ctx.db, slug, request.language, ctx.now());
    if (!post) throw notFound("Blog post");
    shared(reply);
    return post;
  });

  app.get("/blog/search/:searchPattern", async (request, reply) => {
    const { searchPattern } = parseInput(
      z.object({ searchPattern: z.string().trim().min(2).max(100) }),
      request.params,
    );
    const query = parseInput(z.object(ZPage(BLOG_LIMITS.searchPageSize)), request.query);
    shared(reply);
    return blogPageView(ctx.db, { language: request.language, search: searchPattern }, query, ctx.now());
  });

  app.post("/internal/blog/pictures", async (request, reply) => {
    authorize(request);
    if (!Buffer.isBuffer(request.body))
      throw new AppError(
        AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
        "Send the picture as image/jpeg, image/png or image/webp",
      );
    const imageId = await storeUploadedImage({
      db: ctx.db,
      stores: { media, protectedMedia: media },
      data: request.body,
      isProtected: false,
      ref: "picture",
    });
    reply.status(201);
    return { success: true, imageId };
  });

  app.post("/internal/blog/posts", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZBlogPostInput, request.body);
    const post = await runCommand(ctx, publishBlogPost, { input });
    reply.status(201);
    return { success: true, postId: post.id, slug: post.slug, published: post.publishedAt.toISOString() };
  });

  app.put("/internal/blog/posts/:postId", async (request) => {
    authorize(request);
    const { postId } = parseInput(z.object({ postId: ZId }), request.params);
    const input = parseInput(ZBlogPostUpdate, request.body);
    const post = await runCommand(ctx, updateBlogPost, { postId, input });
    return { success: true, postId: post.id, slug: post.slug, published: post.publishedAt.toISOString() };
  });

  app.delete("/internal/blog/posts/:postId", async (request) => {
    authorize(request);
    const { postId } = parseInput(z.object({ postId: ZId }), request.params);
    return runCommand(ctx, withdrawBlogPost, { postId });
  });
}
