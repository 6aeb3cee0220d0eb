import { useOutletContext } from "react-router";
import type { TActorProfile } from "../../../common/contracts/catalog.ts";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { buildPath, type RouteName } from "../../../common/routes/index.ts";
import { type Seo, seoImage } from "../seo/index.ts";

/** What the actor layout hands to its tab pages. */
export interface ActorOutletContext {
  actor: TActorProfile;
}

/** The actor of the current profile page (from the layout). */
export function useActor(): TActorProfile {
  return useOutletContext<ActorOutletContext>().actor;
}

/**
 * SEO for an actor page: same parameters in every language; Open Graph type profile with the
 * actor's picture (a video or album page replaces type and image with its own).
 */
export function actorSeo(options: {
  publicUrl: string;
  actor: TActorProfile;
  language: Language;
  name: RouteName;
  params: Record<string, string | number>;
  title: string;
  description: string;
  search?: string;
}): Seo {
  const build = buildPath as (lang: Language, name: RouteName, params: object) => string;
  const href = (lang: Language) =>
    `${options.publicUrl}${build(lang, options.name, options.params)}${options.search ?? ""}`;
  return {
    title: options.title,
    description: options.description.slice(0, 160),
    language: options.language,
    canonical: href(options.language),
    alternates: Object.fromEntries(LANGUAGES.map((lang) => [lang, href(lang)])),
    type: "profile",
    image: seoImage(options.publicUrl, options.actor.avatar ?? options.actor.cover, options.actor.name),
    properties: [["profile:username", options.actor.name]],
  };
}
