import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { answer } from "../scenarios/api";
import { createHost } from "./bookings-fixtures";
import { typedApi, uniqueAddress } from "./client";
import { api, registerUser } from "./helpers";

/*
 * The two languages a host sets (docs/LANGUAGES.md): their default for all their booking pages
 * (users.locale) and one booking type's own (event_types.locale, null: the booker's language). Only
 * languages Hangout speaks are taken; anything else is a 400 that changes nothing.
 */

const UNSUPPORTED = /^locale: Unsupported language\. Use one of en, de, fr, es, pt-BR, it, nl, pl, ja, zh-CN, ar, he/;

const storedUserLocale = async (userId: number) =>
  (await env.DB.prepare("select locale from users where id = ?").bind(userId).first<{ locale: string }>())?.locale;
const storedTypeLocale = async (typeId: number) =>
  (await env.DB.prepare("select locale from event_types where id = ?").bind(typeId).first<{ locale: string | null }>())?.locale;

describe("the host's default language (/api/settings/language)", () => {
  it("is English until set, and keeps the tag in its canonical spelling", async () => {
    const host = await registerUser("langhost");
    const settings = typedApi({ token: host.token }).settings.language;
    expect((await answer(settings.$get())).body).toEqual({ locale: "en" });
    expect(await answer(settings.$put({ json: { locale: "pt-br" } }))).toMatchObject({ status: 200, body: { locale: "pt-BR" } });
    expect((await answer(settings.$get())).body).toEqual({ locale: "pt-BR" });
    expect(await answer(settings.$put({ json: { locale: "de-AT" } }))).toMatchObject({ status: 200, body: { locale: "de-AT" } });
  });

  it.each<[string, unknown]>([
    ["a language Hangout does not speak", { locale: "sv" }],
    ["no tag at all", { locale: "not a language" }],
    ["the pseudo-locale", { locale: "en-XA" }],
    ["an empty tag", { locale: "" }],
    ["an overlong tag", { locale: `de-${"x".repeat(60)}` }],
  ])("refuses %s with 400 and keeps the language", async (_, json) => {
    const host = await registerUser("langbad");
    await answer(typedApi({ token: host.token }).settings.language.$put({ json: { locale: "ja" } }));
    const refused = await api<{ error: string }>("PUT", "/api/settings/language", { token: host.token, json });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(UNSUPPORTED);
    expect(await storedUserLocale(host.id)).toBe("ja");
  });

  it("speaks on the host's booking page at once, though its data was cached before the change", async () => {
    const host = await createHost({ durations: [30] });
    const pageLang = async () => {
      const response = await workerFetch(`http://hangout.test/book/${host.slug}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
      return /<html lang="([^"]+)"/.exec(await response.text())?.[1];
    };
    expect(await pageLang()).toBe("en");
    await answer(typedApi({ token: host.user.token }).settings.language.$put({ json: { locale: "de" } }));
    expect(await pageLang()).toBe("de");
  });

  it("refuses a body that is not a tag, and a signed-out caller", async () => {
    const host = await registerUser("langshape");
    expect(await api("PUT", "/api/settings/language", { token: host.token, json: { locale: 7 } })).toMatchObject({
      status: 400,
      body: { error: 'locale: The language must be a tag such as "de" or "pt-BR".' },
    });
    expect((await api("PUT", "/api/settings/language", { token: host.token, json: { locale: "de", other: 1 } })).status).toBe(400);
    expect((await api("GET", "/api/settings/language")).status).toBe(401);
    expect(await storedUserLocale(host.id)).toBe("en");
  });
});

describe("a booking type's language (event_types.locale)", () => {
  it("is the booker's own (null) unless set, and is set, changed and cleared through the event types API", async () => {
    const host = await createHost({ durations: [30] });
    const own = () => api<Array<{ id: number; locale: string | null }>>("GET", "/api/event-types", { token: host.user.token });
    expect((await own()).body.find((type) => type.id === host.eventTypeId)?.locale).toBeNull();
    const set = await api<{ locale: string | null }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { locale: "ZH-cn" } });
    expect(set).toMatchObject({ status: 200, body: { locale: "zh-CN" } });
    expect((await own()).body.find((type) => type.id === host.eventTypeId)?.locale).toBe("zh-CN");
    // An update that leaves the field out keeps it.
    expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { title: "Renamed" } })).body).toMatchObject({ locale: "zh-CN" });
    const cleared = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { locale: null } });
    expect(cleared).toMatchObject({ status: 200, body: { locale: null } });
    expect(await storedTypeLocale(host.eventTypeId)).toBeNull();
  });

  it("is taken on create", async () => {
    const host = await createHost({ durations: [30] });
    const created = await api<{ locale: string | null }>("POST", "/api/event-types", {
      token: host.user.token,
      json: { title: "Beratung", location: "Online", schedule_id: host.scheduleId, durations: [30], locale: "he" },
    });
    expect(created).toMatchObject({ status: 201, body: { locale: "he" } });
  });

  it("refuses a language Hangout does not speak with 400, on update and on create, and changes nothing", async () => {
    const host = await createHost({ durations: [30] });
    await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { locale: "fr" } });
    const refused = await api<{ error: string }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { locale: "tlh", title: "Changed" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(UNSUPPORTED);
    expect(await storedTypeLocale(host.eventTypeId)).toBe("fr");
    const row = await env.DB.prepare("select title from event_types where id = ?").bind(host.eventTypeId).first<{ title: string }>();
    expect(row?.title).not.toBe("Changed");
    const count = async () => (await env.DB.prepare("select count(*) as n from event_types where user_id = ?").bind(host.userId).first<{ n: number }>())?.n;
    const before = await count();
    const create = await api("POST", "/api/event-types", {
      token: host.user.token,
      json: { title: "Other", location: "Online", schedule_id: host.scheduleId, durations: [30], locale: "en-XA" },
    });
    expect(create.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe("the account's language at registration (docs/LANGUAGES.md, The host's language)", () => {
  const newAccount = () => {
    const name = `reg${crypto.randomUUID().slice(0, 8)}`;
    return { username: name, email: `${name}@example.com`, password: "a-long-password-1" };
  };
  const register = (json: unknown) => api<{ error?: string }>("POST", "/api/auth/register", { json, headers: { "CF-Connecting-IP": uniqueAddress() } });
  const storedLocaleOf = async (email: string) => (await env.DB.prepare("select locale from users where email = ?").bind(email).first<{ locale: string }>())?.locale;

  it("starts in the language the register page sends, in canonical spelling; English without one", async () => {
    const german = newAccount();
    expect((await register({ ...german, locale: "de-at" })).status).toBe(201);
    expect(await storedLocaleOf(german.email)).toBe("de-AT");
    const plain = newAccount();
    expect((await register(plain)).status).toBe(201);
    expect(await storedLocaleOf(plain.email)).toBe("en");
  });

  it.each([["a language Hangout does not speak", "sv"], ["the pseudo-locale", "en-XA"], ["no tag", "?"]])("refuses %s with 400 and makes no account", async (_, locale) => {
    const account = newAccount();
    const refused = await register({ ...account, locale });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(UNSUPPORTED);
    expect(await storedLocaleOf(account.email)).toBeUndefined();
  });
});

describe("the pseudo-locale's switch for the host app", () => {
  it("answers where the dev mailbox is on (tests, development)", async () => {
    expect(await api("GET", "/api/dev/pseudo-locale")).toMatchObject({ status: 200, body: { locale: "en-XA" } });
  });
});
