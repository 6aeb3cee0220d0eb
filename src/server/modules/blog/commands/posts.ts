import { and, eq, ne } from "drizzle-orm";
import type { TBlogPostInput, TBlogPostUpdate } from "../../../../common/contracts/blog.ts";
import type { Tx } from "../../../db/client.ts";
import { blogPosts, blogPostTexts } from "../../../db/schema/blog.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { actorsByIds, imagesByIds } from "../../catalog/index.ts";
import { renderBlogMarkdown } from "../markdown.ts";

type Texts = TBlogPostInput["texts"];

/** The picture and the performers a post names must exist; a blog picture must be public. */
async function checkReferences(tx: Tx, input: { imageId?: number | null; actorIds?: number[] }) {
  if (input.imageId) {
    const [image] = await imagesByIds(tx, [input.imageId]);
    if (!image) throw new AppError(AppErrorCode.VALIDATION_FAILED, "imageId: unknown picture");
    if (image.protected)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "imageId: a blog picture must be public");
  }
  const actorIds = [...new Set(input.actorIds ?? [])];
  if (actorIds.length && (await actorsByIds(tx, actorIds)).length !== actorIds.length)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "actorIds: unknown performers");
}

async function slugTaken(tx: Tx, slug: string, exceptId = 0) {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)));
  return row !== undefined;
}

/** Writes a post's texts (each language given replaces that language's text), HTML rendered here. */
async function writeTexts(tx: Tx, postId: number, texts: Texts) {
  for (const [language, text] of Object.entries(texts)) {
    if (!text) continue;
    const row = { ...text, html: renderBlogMarkdown(text.markdown) };
    await tx
      .insert(blogPostTexts)
      .values({ postId, language, ...row })
      .onConflictDoUpdate({ target: [blogPostTexts.postId, blogPostTexts.language], set: row });
  }
}

/** The operator publishes a post (now, or scheduled at `publishedAt`). A taken slug is 409. */
export async function publishBlogPost(options: { tx: Tx; input: TBlogPostInput; now: Date }) {
  const { tx, input, now } = options;
  await checkReferences(tx, input);
  if (await slugTaken(tx, input.slug)) throw new AppError(AppErrorCode.CONFLICT, "slug: already taken");
  const [post] = await tx
    .insert(blogPosts)
    .values({
      slug: input.slug,
      categoryId: input.categoryId,
      imageId: input.imageId ?? null,
      actorIds: [...new Set(input.actorIds)],
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning();
  if (!post) throw new AppError(AppErrorCode.CONFLICT, "slug: already taken");
  await writeTexts(tx, post.id, input.texts);
  return post;
}

/** The operator edits a post: the fields given replace the post's, a language's text replaces its text. */
export async function updateBlogPost(options: { tx: Tx; postId: number; input: TBlogPostUpdate; now: Date }) {
  const { tx, postId, input, now } = options;
  const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
  if (!current) throw notFound("Blog post");
  await checkReferences(tx, input);
  if (input.slug && (await slugTaken(tx, input.slug, postId)))
    throw new AppError(AppErrorCode.CONFLICT, "slug: already taken");
  const [post] = await tx
    .update(blogPosts)
    .set({
      ...(input.slug ? { slug: input.slug } : {}),
      ...(input.categoryId ? { categoryId: input.categoryId } : {}),
      ...(input.imageId !== undefined ? { imageId: input.imageId } : {}),
      ...(input.actorIds ? { actorIds: [...new Set(input.actorIds)] } : {}),
      ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
      status: "published",
      updatedAt: now,
    })
    .where(eq(blogPosts.id, postId))
    .returning();
  if (input.texts) await writeTexts(tx, postId, input.texts);
  return post ?? current;
}

/** The operator withdraws a post: it leaves every list and its address answers 404 (a PUT brings it back). */
export async function withdrawBlogPost(options: { tx: Tx; postId: number; now: Date }) {
  const [post] = await options.tx
    .update(blogPosts)
    .set({ status: "withdrawn", updatedAt: options.now })
    .where(eq(blogPosts.id, options.postId))
    .returning({ id: blogPosts.id });
  if (!post) throw notFound("Blog post");
  return { success: true, postId: post.id, status: "withdrawn" as const };
}
