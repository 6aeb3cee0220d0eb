/**
 * The actors contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Longest private note. */
export const ACTOR_NOTE_MAX_LENGTH = 2000;

/** GET seo/getActorSeoContent/{actorId}/{tagGroup} */
export interface TActorSeoContent {
  actorId: number;
  tagGroup: string;
  language: "de" | "en" | "es" | "nl";
  title: string;
  description: string;
  h1: string;
  text: string;
}

type SeoLanguage = TActorSeoContent["language"];
interface SeoFacts {
  name: string;
  age: number;
  city: string;
  country: string;
  tag: string;
  count: number;
}

const SEO_TEXTS: Record<
  SeoLanguage,
  (f: SeoFacts, place: string) => Omit<TActorSeoContent, "actorId" | "tagGroup" | "language">
> = {
  de: (f, place) => ({
    title: `${f.name}: ${f.tag}-Videos`,
    description: `${f.count} ${f.tag}-${f.count === 1 ? "Video" : "Videos"} von ${f.name} (${f.age})${place ? ` aus ${place}` : ""}. Jetzt ansehen.`,
    h1: `${f.tag}-Videos von ${f.name}`,
    text: `${f.name} ist ${f.age} Jahre alt${place ? ` und kommt aus ${place}` : ""}. Hier ${f.count === 1 ? "ist das Video" : `sind alle ${f.count} Videos`} von ${f.name} zum Thema ${f.tag}, das neueste zuerst.`,
  }),
  en: (f, place) => ({
    title: `${f.name}: ${f.tag} videos`,
    description: `${f.count} ${f.tag} ${f.count === 1 ? "video" : "videos"} by ${f.name} (${f.age})${place ? ` from ${place}` : ""}. Watch now.`,
    h1: `${f.tag} videos by ${f.name}`,
    text: `${f.name} is ${f.age}${place ? ` and comes from ${place}` : ""}. Here ${f.count === 1 ? "is the video" : `are all ${f.count} videos`} by ${f.name} about ${f.tag}, newest first.`,
  }),
  es: (f, place) => ({
    title: `${f.name}: vídeos de ${f.tag}`,
    description: `${f.count} ${f.count === 1 ? "vídeo" : "vídeos"} de ${f.tag} de ${f.name} (${f.age})${place ? `, de ${place}` : ""}. Míralos ahora.`,
    h1: `Vídeos de ${f.tag} de ${f.name}`,
    text: `${f.name} tiene ${f.age} años${place ? ` y es de ${place}` : ""}. Aquí ${f.count === 1 ? "está el vídeo" : `están los ${f.count} vídeos`} de ${f.tag} de ${f.name}, los más nuevos primero.`,
  }),
  nl: (f, place) => ({
    title: `${f.name}: ${f.tag}-video's`,
    description: `${f.count} ${f.tag}-${f.count === 1 ? "video" : "video's"} van ${f.name} (${f.age})${place ? ` uit ${place}` : ""}. Nu bekijken.`,
    h1: `${f.tag}-video's van ${f.name}`,
    text: `${f.name} is ${f.age} jaar${place ? ` en komt uit ${place}` : ""}. Hier ${f.count === 1 ? "staat de video" : `staan alle ${f.count} video's`} van ${f.name} over ${f.tag}, de nieuwste eerst.`,
  }),
};

/** The country's name in a language (Intl), or the code itself. */
function countryName(code: string, language: SeoLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The SEO texts of an actor's videos page filtered by one tag group, in one language. Pure, so
 * that the REST call and the page's loader say exactly the same.
 */
export function buildActorSeoContent(
  facts: SeoFacts & { actorId: number; tagGroup: string },
  language: SeoLanguage,
): TActorSeoContent {
  const country = facts.country ? countryName(facts.country, language) : "";
  const place = [facts.city, country].filter(Boolean).join(", ");
  return {
    actorId: facts.actorId,
    tagGroup: facts.tagGroup,
    language,
    ...SEO_TEXTS[language](facts, place),
  };
}
