import { LEGAL_PRODUCT, type TLegalTextInput } from "../../../common/contracts/legal.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { legalTexts } from "../../db/schema/legal.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { renderBlogMarkdown } from "../blog/index.ts";
import { shippedLegalRows } from "./shippedRows.ts";

/**
 * The operator publishes a new version of a legal text (in force now, or from `publishedAt`).
 * Versions are never rewritten: a version name that exists for that type and language is 409.
 * The Markdown becomes sanitized HTML here, with the blog's renderer (one policy for operator text).
 */
export async function publishLegalText(options: { tx: Tx; input: TLegalTextInput; now: Date }) {
  const { tx, input, now } = options;
  const [row] = await tx
    .insert(legalTexts)
    .values({
      type: input.type,
      product: LEGAL_PRODUCT,
      version: input.version,
      language: input.language,
      title: input.title,
      description: input.description,
      markdown: input.markdown,
      html: renderBlogMarkdown(input.markdown),
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: legalTexts.id, publishedAt: legalTexts.publishedAt });
  if (!row)
    throw new AppError(
      AppErrorCode.CONFLICT,
      `version: ${input.type} ${input.version} exists in ${input.language}; a published version is never changed`,
    );
  return row;
}

/**
 * The texts the platform ships (shipped/) as their first version, written once: every
 * start calls this, several instances at once insert each row once (the unique version index).
 */
export async function ensureShippedLegalTexts(db: DbOrTx): Promise<void> {
  await db
    .insert(legalTexts)
    .values(shippedLegalRows().map((row) => ({ ...row, product: LEGAL_PRODUCT })))
    .onConflictDoNothing();
}
