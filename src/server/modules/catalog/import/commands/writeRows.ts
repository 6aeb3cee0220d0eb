import { and, eq, gte, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ImportCounts, TImportImage } from "../../../../../common/contracts/contentImport.ts";
import { LANGUAGES, type Localized } from "../../../../../common/languages.ts";
import type { Tx } from "../../../../db/client.ts";
import { actorInterviews, actorSedcards, actors } from "../../../../db/schema/catalog.ts";
import { isProtectedSedcard, type StoredImage } from "../media.ts";
import type { ValidManifest } from "../validate.ts";

/**
 * The rows step of the content import: each table's records created, updated or left alone by
 * external id, and their children kept in step (sedcards and pictures by position, sets replaced).
 */

/** The media of a manifest once stored (or described, for rows-only imports). */
export interface StoredMedia {
  images: Map<string, StoredImage & { alt: Partial<Localized> }>;
  videos: Map<string, { mediaKey: string; thumbnails: number }>;
  processed: number;
  reused: number;
}

/** Texts with empty languages dropped. */
export function texts(value: Partial<Localized>): Partial<Localized> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text)) as Partial<Localized>;
}
/** Texts every language has: missing ones take the English text. */
export function fullTexts(value: Partial<Localized> & { en: string }): Localized {
  return Object.fromEntries(LANGUAGES.map((l) => [l, value[l] || value.en])) as Localized;
}

/** A stable JSON text of a value (object keys sorted, dates as ISO), to compare stored and new rows. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Date) return v.toISOString();
    if (v && typeof v === "object" && !Array.isArray(v))
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    return v;
  });
}

export type Counter = ImportCounts;
export type ImageIdOf = (file: string, locked?: boolean) => number;

/**
 * The generic create / update / leave-alone step of one table: `rows` carry their external id and
 * the values to write, `existing` the stored values of those external ids (same keys).
 */
async function reconcile<Row extends { externalId: string }>(options: {
  rows: Row[];
  existing: Map<string, { id: number; values: Row }>;
  insert: (rows: Row[]) => Promise<number[]>;
  update: (id: number, row: Row) => Promise<void>;
  step: () => void;
}): Promise<{ ids: Map<string, number>; created: Set<string>; changed: Set<string> }> {
  const ids = new Map<string, number>();
  const created = new Set<string>();
  const changed = new Set<string>();
  const fresh: Row[] = [];
  for (const row of options.rows) {
    const before = options.existing.get(row.externalId);
    if (!before) {
      fresh.push(row);
      continue;
    }
    ids.set(row.externalId, before.id);
    if (canonical(before.values) !== canonical(row)) {
      await options.update(before.id, row);
      changed.add(row.externalId);
    }
    options.step();
  }
  for (let i = 0; i < fresh.length; i += 200) {
    const chunk = fresh.slice(i, i + 200);
    const newIds = await options.insert(chunk);
    chunk.forEach((row, index) => {
      ids.set(row.externalId, newIds[index] as number);
      created.add(row.externalId);
      options.step();
    });
  }
  return { ids, created, changed };
}

/** A catalogue table imported by external id (actors, videos, albums, collections). */
type ImportedTable = PgTable & { id: PgColumn; externalId: PgColumn };

/**
 * reconcile() over one table: reads the stored values of the rows' external ids (`columns` has the
 * keys of a row), then creates, updates or leaves each row. Ids of created rows come back in order.
 */
export async function reconcileTable<Row extends { externalId: string }>(options: {
  tx: Tx;
  table: ImportedTable;
  columns: { [K in keyof Row]: PgColumn };
  rows: Row[];
  step: () => void;
}): Promise<{ ids: Map<string, number>; created: Set<string>; changed: Set<string> }> {
  const { tx, table, columns, rows } = options;
  const stored = rows.length
    ? await tx
        .select({ id: table.id, ...columns })
        .from(table)
        .where(
          inArray(
            table.externalId,
            rows.map((r) => r.externalId),
          ),
        )
    : [];
  const existing = new Map(
    stored.map(({ id, ...values }) => {
      const row = values as unknown as Row;
      return [row.externalId, { id: Number(id), values: row }];
    }),
  );
  return reconcile({
    rows,
    existing,
    // The row shapes are the table's own columns (`columns`); drizzle cannot see that through the
    // generic table, hence the casts.
    insert: async (chunk) =>
      (
        await tx
          .insert(table)
          .values(chunk as never)
          .returning({ id: table.id })
      ).map((r) => Number(r.id)),
    update: async (id, row) => {
      await tx
        .update(table)
        .set(row as never)
        .where(eq(table.id, id));
    },
    step: options.step,
  });
}

/** Children kept by position (sedcards, album pictures): update in place, add, remove the rest. */
export async function syncByPosition<Child extends { imageId: number; ageRating: number }>(
  current: { position: number; imageId: number; ageRating: number }[],
  wanted: Child[],
  ops: {
    update: (position: number, child: Child) => Promise<unknown>;
    insert: (children: { position: number; child: Child }[]) => Promise<unknown>;
    removeFrom: (position: number) => Promise<unknown>;
  },
): Promise<boolean> {
  let changed = false;
  const byPosition = new Map(current.map((c) => [c.position, c]));
  const added: { position: number; child: Child }[] = [];
  for (const [position, child] of wanted.entries()) {
    const before = byPosition.get(position);
    if (!before) added.push({ position, child });
    else if (before.imageId !== child.imageId || before.ageRating !== child.ageRating) {
      await ops.update(position, child);
      changed = true;
    }
  }
  if (added.length) {
    await ops.insert(added);
    changed = true;
  }
  if (current.some((c) => c.position >= wanted.length)) {
    await ops.removeFrom(wanted.length);
    changed = true;
  }
  return changed;
}

const ACTOR_COLUMNS = {
  externalId: actors.externalId,
  name: actors.name,
  gender: actors.gender,
  genderType: actors.genderType,
  birthDate: actors.birthDate,
  country: actors.country,
  city: actors.city,
  latitude: actors.latitude,
  longitude: actors.longitude,
  languages: actors.languages,
  headline: actors.headline,
  about: actors.about,
  heightCm: actors.heightCm,
  eyeColor: actors.eyeColor,
  hairColor: actors.hairColor,
  bodyType: actors.bodyType,
  priceVideoChat: actors.priceVideoChat,
  priceSingleC2c: actors.priceSingleC2c,
  priceMessage: actors.priceMessage,
  priceVoyeur: actors.priceVoyeur,
  voucherChatMinutes: actors.voucherChatMinutes,
  freeMessages: actors.freeMessages,
  isLivePreviewEnabled: actors.isLivePreviewEnabled,
  isVoyeurChatAvailable: actors.isVoyeurChatAvailable,
  isAvailableForConversionChat: actors.isAvailableForConversionChat,
  bannedCountryCodes: actors.bannedCountryCodes,
  registeredAt: actors.registeredAt,
  avatarImageId: actors.avatarImageId,
  coverImageId: actors.coverImageId,
};

/** The actors of a manifest: rows by external id, sedcards kept by position, interviews replaced. */
export async function writeActors(
  tx: Tx,
  manifest: ValidManifest,
  imageId: ImageIdOf,
  counter: Counter,
  step: () => void,
): Promise<Map<string, number>> {
  const rows = manifest.actors.map((a) => ({
    externalId: a.externalId,
    name: a.name,
    gender: a.gender,
    genderType: a.genderType,
    birthDate: a.birthDate,
    country: a.country,
    city: a.city,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    languages: a.languages,
    headline: texts(a.headline),
    about: texts(a.about),
    heightCm: a.heightCm ?? null,
    eyeColor: a.eyeColor ?? null,
    hairColor: a.hairColor ?? null,
    bodyType: a.bodyType ?? null,
    priceVideoChat: a.prices.videoChat,
    priceSingleC2c: a.prices.singleC2c,
    priceMessage: a.prices.message,
    priceVoyeur: a.prices.voyeur,
    voucherChatMinutes: a.voucherChatMinutes,
    freeMessages: a.freeMessages,
    isLivePreviewEnabled: a.livePreview,
    isVoyeurChatAvailable: a.voyeurChat,
    isAvailableForConversionChat: a.conversionChat,
    bannedCountryCodes: a.bannedCountryCodes,
    registeredAt: new Date(a.registeredAt),
    avatarImageId: imageId(
      (a.sedcards[0] as TImportImage).file,
      isProtectedSedcard(a.sedcards[0] as { ageRating: number }),
    ),
    coverImageId: a.cover ? imageId(a.cover.file) : null,
  }));
  const { ids, created, changed } = await reconcileTable({
    tx,
    table: actors,
    columns: ACTOR_COLUMNS,
    rows,
    step,
  });

  // Sedcards (kept by position) and interviews (replaced) of every actor.
  const actorIds = [...ids.values()];
  const sedcards = actorIds.length
    ? await tx
        .select({
          actorId: actorSedcards.actorId,
          position: actorSedcards.position,
          imageId: actorSedcards.imageId,
          ageRating: actorSedcards.ageRating,
        })
        .from(actorSedcards)
        .where(inArray(actorSedcards.actorId, actorIds))
    : [];
  const interviews = actorIds.length
    ? await tx
        .select({
          actorId: actorInterviews.actorId,
          position: actorInterviews.position,
          question: actorInterviews.question,
          answer: actorInterviews.answer,
        })
        .from(actorInterviews)
        .where(inArray(actorInterviews.actorId, actorIds))
    : [];
  for (const actor of manifest.actors) {
    const actorId = ids.get(actor.externalId) as number;
    const sedcardsChanged = await syncByPosition(
      sedcards.filter((s) => s.actorId === actorId),
      actor.sedcards.map((s) => ({
        imageId: imageId(s.file, isProtectedSedcard(s)),
        ageRating: s.ageRating,
      })),
      {
        update: (position, s) =>
          tx
            .update(actorSedcards)
            .set(s)
            .where(and(eq(actorSedcards.actorId, actorId), eq(actorSedcards.position, position))),
        insert: (added) =>
          tx
            .insert(actorSedcards)
            .values(added.map(({ position, child }) => ({ actorId, position, ...child }))),
        removeFrom: (position) =>
          tx
            .delete(actorSedcards)
            .where(and(eq(actorSedcards.actorId, actorId), gte(actorSedcards.position, position))),
      },
    );
    const wantedInterviews = actor.interviews.map((item, position) => ({
      position,
      question: fullTexts(item.question),
      answer: texts(item.answer),
    }));
    const storedInterviews = interviews
      .filter((i) => i.actorId === actorId)
      .sort((a, b) => a.position - b.position)
      .map(({ actorId: _, ...rest }) => rest);
    let interviewsChanged = false;
    if (canonical(storedInterviews) !== canonical(wantedInterviews)) {
      await tx.delete(actorInterviews).where(eq(actorInterviews.actorId, actorId));
      if (wantedInterviews.length)
        await tx.insert(actorInterviews).values(wantedInterviews.map((item) => ({ actorId, ...item })));
      interviewsChanged = true;
    }
    tally(counter, actor.externalId, created, changed, sedcardsChanged || interviewsChanged);
  }
  return ids;
}

/** Counts a record once: created, updated (its row or any child changed), or unchanged. */
export function tally(
  counter: Counter,
  id: string,
  created: Set<string>,
  changed: Set<string>,
  childChanged: boolean,
) {
  if (created.has(id)) counter.created++;
  else if (changed.has(id) || childChanged) counter.updated++;
  else counter.unchanged++;
}

/** Actor ids of the manifest's actors and of actors imported before. */
export async function actorResolver(
  tx: Tx,
  known: Map<string, number>,
  records: { actorExternalId: string }[],
) {
  const missing = [...new Set(records.map((r) => r.actorExternalId))].filter((id) => !known.has(id));
  const all = new Map(known);
  if (missing.length)
    for (const row of await tx
      .select({ id: actors.id, externalId: actors.externalId })
      .from(actors)
      .where(inArray(actors.externalId, missing)))
      all.set(row.externalId as string, row.id);
  return (externalId: string) => {
    const id = all.get(externalId);
    if (id === undefined) throw new Error(`Import actor missing: ${externalId}`);
    return id;
  };
}
