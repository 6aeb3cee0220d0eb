import type { HelpTexts } from "./help.en.ts";
import { texts as english } from "./help.en.ts";

/**
 * Het hulpcentrum in het Nederlands: de pagina zelf in het Nederlands, de antwoorden in het Engels
 * (spec content §1: het hulpcentrum bestaat in het Duits, Spaans en anders Engels).
 */
export const texts: HelpTexts = {
  title: "Hulpcentrum",
  description:
    "Antwoorden op de vragen die gasten het vaakst stellen: account, VXC-munten en betalen, livechats, video's en privacy.",
  intro:
    "Antwoorden op de vragen die we het vaakst krijgen (in het Engels). Staat de jouwe er niet bij? Schrijf ons, we antwoorden binnen een dag.",
  filter: "Antwoorden doorzoeken",
  noMatch: "Geen antwoord past bij je zoekopdracht.",
  contact: "Support schrijven",
  reportLink: "Inhoud melden",
  contentLanguage: english.contentLanguage,
  topics: english.topics,
};
