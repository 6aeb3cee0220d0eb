import type { TActorProfile } from "../../../common/contracts/catalog.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { presentActorProfile } from "./presenter.ts";
import { findActor } from "./queries/actors.ts";
import { findActorAlbums } from "./queries/albums.ts";
import { actorTagGroups, actorVideoCounts } from "./queries/videos.ts";

/** An actor's profile by name or id, presented with her counts and tag groups, or null (spec core §3). */
export async function actorProfile(
  db: DbOrTx,
  language: Language,
  nameOrId: string,
  now: Date,
): Promise<TActorProfile | null> {
  const row = await findActor(db, nameOrId);
  if (!row) return null;
  const [counts, groups, albums] = await Promise.all([
    actorVideoCounts(db, row.id, now),
    actorTagGroups(db, row.id, now),
    findActorAlbums(db, row.id, now),
  ]);
  return presentActorProfile(row, language, now, {
    counts: { videos: counts.all, classicVideos: counts.classic, albums: albums.length },
    tagGroups: groups.map((g) => ({
      groupKey: g.groupKey,
      name: pickLocalized(g.name, language),
      count: g.count,
    })),
  });
}
