import { describe, expect, it } from "vitest";
import { digestSms, digestText, listNames } from "./digest.ts";

const online = (label: string) => ({ kind: "actorOnline" as const, label });

describe("morning digest texts", () => {
  it("lists at most two names, each once", () => {
    expect(listNames(["Zoe"], "en")).toBe("Zoe");
    expect(listNames(["Zoe", "Mia", "Zoe"], "en")).toBe("Zoe and Mia");
    expect(listNames(["Zoe", "Mia", "Ana", "Eva", "Liv"], "en")).toBe("Zoe, Mia and 3 more");
    expect(listNames(["Zoe", "Mia", "Ana"], "de")).toBe("Zoe, Mia und 1 weitere");
  });

  it("says who came online and which shows were reminded, in four languages", () => {
    const items = [
      online("Zoe"),
      online("Mia"),
      online("Ana"),
      { kind: "showReminder" as const, label: "Night" },
    ];
    expect(digestText(items, "en")).toEqual({
      title: "While you slept",
      text: "Zoe, Mia and 1 more came online. Cam shows: Night",
    });
    expect(digestText([online("Zoe")], "de").text).toBe("Zoe kam online");
    expect(digestText([online("Zoe"), online("Mia")], "es").text).toBe("Zoe y Mia se conectaron");
    expect(digestText([online("Zoe")], "nl").text).toBe("Zoe kwam online");
    expect(digestSms([online("Zoe"), online("Mia")], "en", "https://x/y")).toBe(
      "Velvet – While you slept: Zoe and Mia came online. https://x/y",
    );
  });
});
