import { afterEach, describe, expect, it, vi } from "vitest";
import { isConversionModalPage } from "./autoOpen.ts";
import { conversionChatEligible } from "./eligibility.ts";
import { MODAL_EVENT as TRIGGER_EVENT } from "./ModalTrigger.tsx";
import { closeModal, getModalBox, MODAL_EVENT, modalOfSearch, openModal } from "./modalStore.ts";

/** A document whose elements are the given ids (the store asks it whether an id exists). */
function documentWith(...ids: string[]) {
  vi.stubGlobal("document", { getElementById: (id: string) => (ids.includes(id) ? {} : null) });
}

afterEach(() => {
  closeModal();
  vi.unstubAllGlobals();
});

describe("modal boxes: the one container", () => {
  it("opens a box by id with its options, and a second one replaces it (one container)", () => {
    documentWith();
    expect(openModal("vxcoin-info", { overCookie: true })).toBe(true);
    expect(getModalBox()).toEqual({ id: "vxcoin-info", options: { overCookie: true } });
    expect(openModal("conversion-chat", { preventScrolling: true })).toBe(true);
    expect(getModalBox()).toEqual({ id: "conversion-chat", options: { preventScrolling: true } });
  });

  it("skips opening when an element with that id exists already", () => {
    documentWith("vxcoin-info");
    expect(openModal("vxcoin-info")).toBe(false);
    expect(getModalBox()).toBeNull();
    expect(openModal("not-enough-money")).toBe(true);
    documentWith("not-enough-money", "vxcoin-info");
    expect(openModal("vxcoin-info")).toBe(false);
    expect(getModalBox()?.id).toBe("not-enough-money");
  });

  it("a box closes itself only: closing an id that was replaced leaves the other open", () => {
    documentWith();
    openModal("vxcoin-info");
    openModal("fifteen-minutes-preview");
    closeModal("vxcoin-info");
    expect(getModalBox()?.id).toBe("fifteen-minutes-preview");
    closeModal("fifteen-minutes-preview");
    expect(getModalBox()).toBeNull();
  });

  it("tells the root's trigger to load the container on each opening (the event it listens for)", () => {
    documentWith();
    const sent: string[] = [];
    vi.stubGlobal("window", { dispatchEvent: (event: Event) => sent.push(event.type) });
    openModal("vxcoin-info");
    documentWith("vxcoin-info");
    openModal("vxcoin-info");
    expect(sent).toEqual([TRIGGER_EVENT]);
    expect(MODAL_EVENT).toBe(TRIGGER_EVENT);
  });

  it("refuses ids that cannot be element ids of a box", () => {
    documentWith();
    for (const id of ["", "a b", "<script>", "-x", "x".repeat(65), "é"]) expect(openModal(id)).toBe(false);
    expect(getModalBox()).toBeNull();
  });
});

describe("modal boxes: ?modal= in the address", () => {
  it("reads the spec's ids", () => {
    expect(modalOfSearch("?modal=conversion-chat")).toBe("conversion-chat");
    expect(modalOfSearch("?utm=x&modal=vxcoin-info&y=1")).toBe("vxcoin-info");
    expect(modalOfSearch("?modal=exitIntent")).toBe("exitIntent");
    expect(modalOfSearch("modal=lexykalender2023")).toBe("lexykalender2023");
  });

  it("answers null without the parameter or for a malformed value", () => {
    expect(modalOfSearch("")).toBeNull();
    expect(modalOfSearch("?modals=vxcoin-info")).toBeNull();
    expect(modalOfSearch("?modal=")).toBeNull();
    expect(modalOfSearch("?modal=%3Cimg%20src%3Dx%3E")).toBeNull();
    expect(modalOfSearch("?modal=a%20b")).toBeNull();
    expect(modalOfSearch("?modal=1abc")).toBeNull();
  });
});

describe("conversion-chat: who is eligible", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  const guest = (end: string | null, coins: number) => ({
    conversionChatCountdownEnd: end,
    balance: { value: coins, currency: "VXC" as const },
  });

  it("a guest whose countdown runs and who cannot pay a chat yet", () => {
    expect(conversionChatEligible(guest("2026-11-26T12:10:00Z", 0), now)).toBe(true);
    expect(conversionChatEligible(guest("2026-11-26T12:10:00Z", 1), now)).toBe(true);
  });

  it("not a visitor, not after the countdown, not a guest who can pay (2 VXC = 0.50 €)", () => {
    expect(conversionChatEligible(null, now)).toBe(false);
    expect(conversionChatEligible(guest(null, 0), now)).toBe(false);
    expect(conversionChatEligible(guest("2026-11-26T12:00:00Z", 0), now)).toBe(false);
    expect(conversionChatEligible(guest("not a date", 0), now)).toBe(false);
    expect(conversionChatEligible(guest("2026-11-26T12:10:00Z", 2), now)).toBe(false);
  });
});

describe("conversion-chat: where it opens by itself", () => {
  it("the start page, /cams/ and new girls, in every language", () => {
    for (const path of ["/en/", "/", "/es/", "/en/cams/", "/de/cams/", "/en/new-girls/"])
      expect(isConversionModalPage(path), path).toBe(true);
  });

  it("not /free-chat/ or a profile (they show the offer), nor videos, the messenger or the account", () => {
    for (const path of [
      "/en/free-chat/",
      "/de/gratis-chat/",
      "/en/videos/",
      "/en/messenger/",
      "/en/my-account/profile/",
      "/en/nowhere/",
    ])
      expect(isConversionModalPage(path), path).toBe(false);
  });
});
