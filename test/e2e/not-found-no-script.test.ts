import { describe, expect, it } from "vitest";
import { appUrl, useBrowser } from "./browser";

/*
 * The visitor pages' not-found screens without a script: the server writes them (status 404, in the
 * visitor's language), and with a script the page takes the same markup over.
 */

const browser = useBrowser();
const TOKEN = "A".repeat(43);

const SCREENS = [
  { path: "/book/no-such-page", heading: "Buchungsseite nicht gefunden.", link: "Zurück zur Startseite" },
  { path: "/u/nobody-by-this-name", heading: "Nutzer nicht gefunden", link: "Zurück zur Startseite" },
  { path: "/team/no-such-team", heading: "Seite nicht gefunden", link: "Zurück zur Startseite" },
  { path: `/cancel/${TOKEN}`, heading: "Buchung stornieren", link: "Zur Startseite" },
  { path: `/reschedule/${TOKEN}`, heading: "Buchung verschieben", link: "Zur Startseite" },
];

describe("not-found pages without JavaScript", () => {
  it("show their text in the visitor's language with status 404, and the page's script keeps the same markup", async () => {
    for (const { path, heading, link } of SCREENS) {
      const plain = await browser.newPage({ javaScriptEnabled: false, locale: "de" });
      const response = await plain.goto(path);
      expect(response?.status(), path).toBe(404);
      await plain.getByRole("heading", { name: heading }).waitFor();
      expect(await plain.getByRole("link", { name: link }).getAttribute("href"), path).toBe("/");
      const written = await plain.locator("#root .card").evaluate((card) => card.outerHTML);

      const scripted = await browser.newPage({ locale: "de" });
      await scripted.goto(path);
      await scripted.getByRole("heading", { name: heading }).waitFor();
      // React's markup of the same screen: nothing moves when the script takes over.
      await expect.poll(() => scripted.locator("#root .card").evaluate((card) => card.outerHTML), { message: path }).toBe(written);
    }
  });

  it("answers the request's language when ?lang= asks for none", async () => {
    const response = await fetch(new URL("/book/no-such-page", appUrl()), { headers: { "Accept-Language": "ja" } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("予約ページが見つかりません。");
  });
});
