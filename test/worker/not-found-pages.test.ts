import { beforeAll, describe, expect, it } from "vitest";
import { createHost } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";

/*
 * Every visitor page the server answers "not found" carries its text in the HTML (docs/LANGUAGES.md):
 * a visitor without a script reads it, in their language, with the 404 status.
 */

/** What the page's first view (#root) says, its markup and its language and clock switches left out. */
const rootText = (page: string) =>
  (page.split('<div id="root">')[1] ?? "")
    .split("<script")[0]!
    .replace(/<div class="locale-switches">.*?<\/div><\/div>/, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const htmlTag = (page: string) => /<html[^>]*>/.exec(page)?.[0] ?? "";

async function notFound(path: string, headers: Record<string, string> = {}) {
  const page = await api<string>("GET", path, { headers });
  expect(page.status).toBe(404);
  return { html: page.body, root: rootText(page.body) };
}

beforeAll(async () => {
  await registerUser("admin");
});

describe("the visitor pages' not-found screens", () => {
  it("writes an unknown booking page in the Accept-Language, with its own words and a way home", async () => {
    const { html, root } = await notFound("/book/no-such-page", { "Accept-Language": "de-DE,de;q=0.9" });
    expect(htmlTag(html)).toContain('lang="de-DE"');
    expect(root).toBe("Buchungsseite nicht gefunden. Zurück zur Startseite");
    expect(html).toContain("<title>Seite nicht gefunden</title>");
    expect(html).toContain('"found":false');
  });

  it("answers a retired slug as an unknown one, in the ?lang= asked for", async () => {
    const host = await createHost();
    expect((await api("DELETE", `/api/event-types/${host.eventTypeId}`, { token: host.user.token })).status).toBe(200);
    const { html, root } = await notFound(`/book/${host.slug}?lang=ja`);
    expect(htmlTag(html)).toContain('lang="ja"');
    expect(root).toBe("予約ページが見つかりません。 ホームに戻る");
  });

  it("writes an unknown user's profile with the username, isolated", async () => {
    const { root, html } = await notFound("/u/nobody-here?lang=fr");
    expect(root).toContain("Utilisateur introuvable");
    expect(html).toContain("<bdi>nobody-here</bdi>");
    expect(html).toContain("<title>Utilisateur introuvable</title>");
  });

  it("writes an unknown team as the public pages' not-found screen", async () => {
    const { root } = await notFound("/team/no-such-team", { "Accept-Language": "es" });
    expect(root).toBe("Página no encontrada No hay nada en esta dirección. Volver al inicio");
  });

  it("writes an unknown cancel or reschedule token's error, inlined for the page's script to start from", async () => {
    const token = "A".repeat(43);
    const cancel = await notFound(`/cancel/${token}`, { "Accept-Language": "de" });
    expect(cancel.root).toBe("Buchung stornieren Buchung nicht gefunden. Zur Startseite");
    expect(cancel.html).toContain('{"found":false,"error":"Buchung nicht gefunden."}');
    const reschedule = await notFound(`/reschedule/${token}`, { "Accept-Language": "de" });
    expect(reschedule.root).toBe("Buchung verschieben Buchung nicht gefunden. Zur Startseite");
    expect(reschedule.html).toContain('{"found":false,"error":"Buchung nicht gefunden."}');
  });
});
