import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { findActor, findSedcards } from "../catalog/index.ts";
import { setSedcardsRating } from "../ratings/index.ts";

export interface SetSedcardsRatingOptions {
  /** The caller's transaction. */
  tx: DbOrTx;
  guestId: number;
  actorId: number;
  /** 1 like, -1 dislike, 0 take back. */
  value: 1 | -1 | 0;
}

/**
 * The command behind the sedcards' like button: an actor without sedcards (or no actor) has
 * nothing to rate (404); otherwise ratings' setSedcardsRating() (one row per guest and actor).
 */
export async function rateSedcards(options: SetSedcardsRatingOptions): Promise<void> {
  const actor = await findActor(options.tx, options.actorId);
  if (!actor || (await findSedcards(options.tx, actor.id, 18)).length === 0) throw notFound("Sedcards");
  await setSedcardsRating(options);
}
