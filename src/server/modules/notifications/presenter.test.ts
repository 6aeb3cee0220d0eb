import { describe, expect, it } from "vitest";
import { NotificationType } from "../../../common/contracts/notifications.ts";
import { notificationText } from "./presenter.ts";

describe("notification texts", () => {
  it("agree with the number of coins in every language", () => {
    const text = (coins: number, language: "de" | "en" | "es" | "nl") =>
      notificationText(NotificationType.Payment, { coins }, language).text;
    expect(text(1, "en")).toBe("1 VXC was credited to your account.");
    expect(text(2, "en")).toBe("2 VXC were credited to your account.");
    expect(text(1, "de")).toBe("1 VXC wurde deinem Konto gutgeschrieben.");
    expect(text(0, "de")).toBe("0 VXC wurden deinem Konto gutgeschrieben.");
    expect(text(1, "es")).toBe("Se ha abonado 1 VXC a tu cuenta.");
    expect(text(2, "es")).toBe("Se han abonado 2 VXC a tu cuenta.");
    expect(text(1, "nl")).toBe("1 VXC is op je account bijgeschreven.");
  });
});
