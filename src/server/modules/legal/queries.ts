import { and, desc, eq, inArray, lte } from "drizzle-orm";
import {
  LEGAL_PRODUCT,
  type LegalTextType,
  type TLegalDocument,
  type TLegalText,
} from "../../../common/contracts/legal.ts";
import type { Language } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { legalTexts } from "../../db/schema/legal.ts";
import { escapeHtml } from "../../lib/html.ts";

type Row = typeof legalTexts.$inferSelect;

/** Where a version is downloaded (REST asset/legal-text/download/{id}). */
export const legalDownloadPath = (id: number) => `/rest/v1/asset/legal-text/download/${id}`;

function present(row: Row): TLegalText {
  return {
    id: row.id,
    type: row.type as LegalTextType,
    product: row.product,
    version: row.version,
    language: row.language,
    title: row.title,
    description: row.description,
    html: row.html,
    published: row.publishedAt.toISOString(),
    download: legalDownloadPath(row.id),
  };
}

/** Every published version of the given types in a language, newest first per type. */
async function publishedVersions(db: DbOrTx, language: Language, types: readonly LegalTextType[], now: Date) {
  return db
    .select()
    .from(legalTexts)
    .where(
      and(
        eq(legalTexts.product, LEGAL_PRODUCT),
        eq(legalTexts.language, language),
        inArray(legalTexts.type, [...types]),
        lte(legalTexts.publishedAt, now),
      ),
    )
    .orderBy(desc(legalTexts.publishedAt), desc(legalTexts.id));
}

/** The versions in force now of the given types, in the order asked (a type with none is left out). */
export async function currentLegalTexts(
  db: DbOrTx,
  language: Language,
  types: readonly LegalTextType[],
  now: Date,
): Promise<TLegalText[]> {
  const rows = await publishedVersions(db, language, types, now);
  return types.flatMap((type) => {
    const row = rows.find((r) => r.type === type);
    return row ? [present(row)] : [];
  });
}

/** A legal page: the version in force and the earlier ones (each downloadable), or null. */
export async function legalDocument(
  db: DbOrTx,
  type: LegalTextType,
  language: Language,
  now: Date,
): Promise<TLegalDocument | null> {
  const [current, ...earlier] = (await publishedVersions(db, language, [type], now)).map(present);
  if (!current) return null;
  return { current, earlier: earlier.map(({ html: _h, description: _d, ...version }) => version) };
}

/** Every version of every text, scheduled ones too (the operator's list). */
export async function allLegalTexts(db: DbOrTx): Promise<Omit<TLegalText, "html">[]> {
  const rows = await db
    .select()
    .from(legalTexts)
    .orderBy(legalTexts.type, legalTexts.language, desc(legalTexts.publishedAt), desc(legalTexts.id));
  return rows.map((row) => {
    const { html: _html, ...rest } = present(row);
    return rest;
  });
}

/**
 * A published version as a file to keep: a whole HTML document (its own title, language and
 * print style) named after product, type, language and version. Null for an unknown id or a
 * version not yet in force.
 */
export async function legalTextFile(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(and(eq(legalTexts.id, id), lte(legalTexts.publishedAt, now)));
  if (!row) return null;
  const day = row.publishedAt.toISOString().slice(0, 10);
  const body = `<!doctype html>
<html lang="${row.language}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(row.title)} (${escapeHtml(row.version)})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.6rem}footer{margin-top:2rem;color:#555;font-size:.875rem}</style>
</head>
<body>
<h1>${escapeHtml(row.title)}</h1>
<p><time datetime="${day}">${day}</time> · ${escapeHtml(row.product)} ${row.type} ${escapeHtml(row.version)}</p>
${row.html}
<footer>${escapeHtml(row.product)} · ${row.type} · ${row.language} · ${escapeHtml(row.version)}</footer>
</body>
</html>
`;
  return { filename: `${row.product}-${row.type}-${row.language}-${row.version}.html`, body };
}
