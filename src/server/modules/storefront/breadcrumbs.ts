import {
  actorTrail,
  type BreadcrumbItem,
  type BreadcrumbType,
  blogPostTrail,
  categoryTrail,
  videoTrail,
} from "../../../common/breadcrumbs.ts";
import type { TBreadcrumbPayload } from "../../../common/contracts/breadcrumbs.ts";
import type { Language } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { blogPostView } from "../blog/index.ts";
import { findActor, findCategories, findVideo, presentCategory, presentVideo } from "../catalog/index.ts";

/**
 * The trail of a page by its ids (POST breadcrumb/{breadcrumbType}): the names from the catalogue
 * and the blog, the trail from common/breadcrumbs.ts (as the pages' loaders build it). Null when an
 * id names nothing public.
 */
export async function breadcrumbOf<T extends BreadcrumbType>(
  db: DbOrTx,
  language: Language,
  type: T,
  payload: TBreadcrumbPayload<T>,
  now: Date,
): Promise<BreadcrumbItem[] | null> {
  const p = payload as Partial<{ actorId: number; videoId: number; categoryId: number; slug: string }>;
  switch (type) {
    case "actor": {
      const actor = await findActor(db, p.actorId ?? 0);
      return actor ? actorTrail(language, actor) : null;
    }
    case "video": {
      const row = await findVideo(db, p.videoId ?? 0, now);
      if (!row) return null;
      const video = presentVideo(row, language, now);
      return videoTrail(language, { id: video.id, title: video.title, actorName: video.model.name });
    }
    case "category": {
      const row = (await findCategories(db, now)).find((c) => c.id === p.categoryId);
      return row ? categoryTrail(language, presentCategory(row, language)) : null;
    }
    case "blogPost": {
      const post = await blogPostView(db, p.slug ?? "", language, now);
      return post ? blogPostTrail(language, post) : null;
    }
  }
  return null;
}
