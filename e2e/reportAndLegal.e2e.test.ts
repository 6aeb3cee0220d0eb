import { describe, expect, inject, it } from "vitest";
import { buildPath } from "../src/common/routes/index.ts";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/**
 * Notice and action as a visitor meets it (issue 29): the footer's "Report content" opens the form
 * with the page she came from; a report without the good-faith confirmation is refused with the
 * field marked; the sent report answers a receipt number, which later shows the operator's decision.
 */
describe("content reports and legal texts", () => {
  it("reports a page from the footer, gets a receipt and later sees the decision (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 800, baseURL });
    const from = buildPath("en", "videos");
    await open(page, from);
    await acceptNecessaryCookies(page);
    await page.getByTestId("footer-report").click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Report content");
    expect(await page.getByLabel("Address of the page").inputValue()).toBe(from);

    await page.getByLabel("Reason").selectOption("copyright");
    await page
      .getByLabel("What is wrong with it?")
      .fill("This clip is a copy of my own video, published without my permission.");
    await page.getByLabel("Your e-mail address (optional)").fill(`reporter-${Date.now()}@example.com`);
    await page.getByTestId("report-send").click();
    await expect.poll(() => page.getByTestId("report-error").textContent()).toContain("could not be sent");
    const confirm = page.getByRole("checkbox", { name: /I confirm/ });
    expect(await confirm.getAttribute("aria-invalid")).toBe("true");
    await shot(page, "report-refused-360", true);

    await confirm.check();
    await page.getByTestId("report-send").click();
    const receipt = page.getByTestId("report-receipt");
    await receipt.waitFor();
    const reference = /VR-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(
      (await page.getByTestId("report-reference").textContent()) ?? "",
    )?.[0];
    expect(reference).toBeTruthy();
    expect(await receipt.textContent()).toContain("sent the receipt to your e-mail address");
    // The receipt's heading takes the focus: a screen reader hears that the report arrived.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("report-receipt-title");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, "report-receipt-360", true);

    // The operator decides; the receipt number shows the decision and its reasons.
    const operator = { "x-operator-key": operatorKey };
    const list = await page.request.get(
      `${baseURL}/rest/v1/internal/reports/content?status=received&limit=200`,
      {
        headers: operator,
      },
    );
    const { items } = (await list.json()) as { items: { id: number; reference: string; url: string }[] };
    const mine = items.find((item) => item.reference === reference);
    expect(mine?.url).toBe(from);
    const decided = await page.request.put(`${baseURL}/rest/v1/internal/reports/content/${mine?.id}`, {
      headers: operator,
      data: { status: "rejected", decision: "The clip is the performer's own work; she holds its rights." },
    });
    expect(decided.status()).toBe(200);
    await open(page, `${buildPath("en", "contentReport")}?reference=${reference}`);
    await expect
      .poll(() => page.getByTestId("report-state").textContent())
      .toContain("we found no violation");
    expect(await page.getByTestId("report-state").textContent()).toContain("she holds its rights");
    await shot(page, "report-decided-360", true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the terms in force with their version and a download of exactly that version (1280 px, German)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, buildPath("de", "termsOfService"));
    await acceptNecessaryCookies(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Allgemeine Geschäftsbedingungen",
    );
    expect(await page.locator(".legal-version").textContent()).toContain("Fassung 2026-11-01, gültig seit");
    const link = page.getByRole("link", { name: "Diese Fassung herunterladen" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/rest\/v1\/asset\/legal-text\/download\/\d+$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("velvet-GTC-de-2026-11-01.html");
    await shot(page, "legal-terms-1280");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the footer's help and partner pages", () => {
  it("finds an answer in the help centre, in Spanish and (answers in English) in Dutch (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 800, baseURL });
    await open(page, buildPath("es", "home"));
    await acceptNecessaryCookies(page);
    await page.getByTestId("footer-help").click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Centro de ayuda");
    await page.getByTestId("help-filter").fill("olvidado CONTRASENA");
    await expect.poll(() => page.locator(".help-question").count()).toBe(1);
    expect(await page.locator(".help-question summary").textContent()).toBe(
      "He olvidado mi contraseña. ¿Y ahora?",
    );
    expect(await page.locator(".help-question").getAttribute("open")).not.toBeNull();
    await shot(page, "help-es-360", true);
    await open(page, buildPath("nl", "helpCenter"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Hulpcentrum");
    const answers = page.locator("[lang='en']").filter({ has: page.locator(".help-question") });
    expect(await answers.count()).toBe(1);
    // Keyboard: the first question opens with Enter.
    await page.locator(".help-question summary").first().focus();
    await page.keyboard.press("Enter");
    expect(await page.locator(".help-question").first().getAttribute("open")).not.toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("applies as a model: too young is explained, then the application arrives (1280 px, German)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, buildPath("de", "home"));
    await acceptNecessaryCookies(page);
    await page.getByTestId("footer-models").click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Werde Velvet-Model");
    const form = page.getByTestId("apply-form");
    const email = `model-${Date.now()}@example.com`;
    await form.getByLabel("Dein Name").fill("Lina");
    await form.getByLabel("E-Mail-Adresse").fill(email);
    expect(await form.getByLabel("Land").inputValue()).toBe("DE");
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    await form.getByLabel("Geburtsdatum").fill(young.toISOString().slice(0, 10));
    await form.getByRole("checkbox").check();
    await page.getByTestId("apply-send").click();
    await expect.poll(() => page.getByTestId("apply-error").textContent()).toContain("mindestens 18 Jahre");
    expect(await form.getByLabel("Geburtsdatum").getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel("Geburtsdatum").fill("1999-04-02");
    await page.getByTestId("apply-send").click();
    await page.getByTestId("apply-done").waitFor();
    expect(await page.getByTestId("apply-done").textContent()).toContain(email);
    await shot(page, "model-applied-1280", true);
    const list = await page.request.get(`${baseURL}/rest/v1/internal/partners/applications?kind=model`, {
      headers: { "x-operator-key": operatorKey },
    });
    const { items } = (await list.json()) as {
      items: { email: string; birthDate: string; language: string }[];
    };
    expect(items.find((item) => item.email === email)).toMatchObject({
      birthDate: "1999-04-02",
      language: "de",
    });
    // The refused 17-year-old answered 400 (Chromium logs it as a failed resource).
    expect(problems.filter((problem) => !problem.includes("400"))).toEqual([]);
    await context.close();
  });
});
