import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/languages.ts";
import { dictionary, plural } from "./index.ts";

describe("plural", () => {
  const forms = { one: "{count} thing", other: "{count} things" };

  it.each(LANGUAGES)("picks one for 1 and other for 0 and 2 in %s", (language) => {
    expect(plural(language, 0, forms)).toBe("0 things");
    expect(plural(language, 1, forms)).toBe("1 thing");
    expect(plural(language, 2, forms)).toBe("2 things");
  });

  it("says the free messages right in every language", () => {
    const expected = {
      de: ["0 Gratis-Nachrichten", "1 Gratis-Nachricht", "2 Gratis-Nachrichten"],
      en: ["0 free messages", "1 free message", "2 free messages"],
      es: ["0 mensajes gratis", "1 mensaje gratis", "2 mensajes gratis"],
      nl: ["0 gratis berichten", "1 gratis bericht", "2 gratis berichten"],
    };
    for (const language of LANGUAGES) {
      const t = dictionary(language);
      expect([0, 1, 2].map((count) => plural(language, count, t.actor.freeMessages))).toEqual(
        expected[language],
      );
    }
  });

  it("takes the language from the page's dictionary", () => {
    expect(plural(dictionary("es"), 1, dictionary("es").search.count)).toBe("1 resultado");
    expect(plural(dictionary("es"), 2, dictionary("es").search.count)).toBe("2 resultados");
    expect(plural(dictionary("de"), 1, dictionary("de").lists.results)).toBe("1 Video");
    expect(plural(dictionary("nl"), 3, dictionary("nl").lists.results)).toBe("3 video's");
  });

  it("fills the other placeholders and a formatted count", () => {
    const t = dictionary("en");
    expect(plural("en", 1, t.category.intro, { name: "Outdoor" })).toBe("1 video in Outdoor.");
    expect(plural("de", 1234, dictionary("de").video.likes, { count: "1.234" })).toBe("1.234 Likes");
  });

  it("uses other for a category without its own text (Spanish millions)", () => {
    expect(plural("es", 1_000_000, forms)).toBe("1000000 things");
  });

  it("falls back to English for an unknown language", () => {
    expect(plural("fr", 1, forms)).toBe("1 thing");
  });
});
