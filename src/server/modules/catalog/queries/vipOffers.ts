import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albums, videos } from "../../../db/schema/catalog.ts";

/**
 * What the VIP club opens today, counted from the released catalogue: VIP videos, VIP albums, and
 * the VIP30 offers (VIP videos of the monthly selection) with their summed base price in VXC.
 */
export async function vipOfferCounts(db: DbOrTx, now: Date) {
  const [video] = await db
    .select({
      vipVideos: sql<number>`count(*)::int`,
      vip30Videos: sql<number>`(count(*) filter (where ${videos.isVip30Offer}))::int`,
      vip30ValueCoins: sql<number>`coalesce(sum(${videos.basePrice}) filter (where ${videos.isVip30Offer}), 0)::int`,
    })
    .from(videos)
    .where(and(eq(videos.vip, true), lte(videos.releasedAt, now)));
  const [album] = await db
    .select({ vipAlbums: sql<number>`count(*)::int` })
    .from(albums)
    .where(and(eq(albums.isVipContent, true), lte(albums.releasedAt, now)));
  return {
    vipVideos: video?.vipVideos ?? 0,
    vip30Videos: video?.vip30Videos ?? 0,
    vip30ValueCoins: video?.vip30ValueCoins ?? 0,
    vipAlbums: album?.vipAlbums ?? 0,
  };
}

/** One month of the VIP30 offers: the offers released in it and their summed base price in VXC. */
export interface Vip30Month {
  /** "YYYY-MM" (Europe/Berlin). */
  month: string;
  videos: number;
  valueCoins: number;
}

/**
 * The VIP30 value history: per month of release (Europe/Berlin), the released VIP30 offers and what
 * they are worth at their base price, newest month first, the last `months` months (empty months
 * left out).
 */
export async function vip30ValueHistory(db: DbOrTx, now: Date, months: number): Promise<Vip30Month[]> {
  const since = new Date(now.getTime() - months * 31 * 86_400_000);
  const month = sql<string>`to_char(${videos.releasedAt} at time zone 'Europe/Berlin', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      videos: sql<number>`count(*)::int`,
      valueCoins: sql<number>`coalesce(sum(${videos.basePrice}), 0)::int`,
    })
    .from(videos)
    .where(
      and(
        eq(videos.vip, true),
        eq(videos.isVip30Offer, true),
        lte(videos.releasedAt, now),
        gte(videos.releasedAt, since),
      ),
    )
    .groupBy(month)
    .orderBy(desc(month))
    .limit(months);
  return rows;
}
