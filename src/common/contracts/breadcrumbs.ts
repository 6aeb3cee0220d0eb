import { z } from "zod";
import type { BreadcrumbItem, BreadcrumbType } from "../breadcrumbs.ts";

const ZId = z.number().int().positive().max(2_147_483_647);

/** The payload of POST breadcrumb/{breadcrumbType}, per type: the ids (a blog post's slug) of the page. */
export const ZBreadcrumbPayloads = {
  actor: z.strictObject({ actorId: ZId }),
  video: z.strictObject({ videoId: ZId }),
  category: z.strictObject({ categoryId: ZId }),
  blogPost: z.strictObject({ slug: z.string().trim().min(1).max(120) }),
} satisfies Record<BreadcrumbType, z.ZodType>;

export type TBreadcrumbPayload<T extends BreadcrumbType> = z.infer<(typeof ZBreadcrumbPayloads)[T]>;

/** The answer: `data.breadcrumb`, the trail from the start page to the page asked about. */
export interface TBreadcrumbAnswer {
  data: { breadcrumb: BreadcrumbItem[] };
}
