import { describe, expect, it } from "vitest";
import { api, registerUser, type TestUser } from "./helpers";

/*
 * A signed-in session's API errors speak the account's language (users.locale, docs/LANGUAGES.md,
 * API errors); an account in the product's English reads the exact texts of spec §8, and so does a
 * personal API token's call, whatever the account's language (scripts match those texts).
 */

async function speaking(locale: string): Promise<TestUser> {
  const user = await registerUser("lang");
  const set = await api("PUT", "/api/settings/language", { token: user.token, json: { locale } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return user;
}

const malformed = (headers: Record<string, string>) =>
  api<{ error: string }>("POST", "/api/event-types", { headers: { ...headers, "content-type": "application/json" }, body: "{not json" });

describe("a signed-in call's errors in the account's language", () => {
  it("a German account's bad body, missing title and unknown event type are German", async () => {
    const user = await speaking("de");
    expect(await malformed({ "x-auth-token": user.token })).toMatchObject({ status: 400, body: { error: "Die Anfrage ist fehlerhaft." } });
    const untitled = await api<{ error: string }>("POST", "/api/event-types", { token: user.token, json: { title: "  ", location: "Online", durations: [30], default_duration: 30 } });
    expect(untitled).toMatchObject({ status: 400, body: { error: "title: Ein Titel ist erforderlich." } });
    const missing = await api<{ error: string }>("PUT", "/api/event-types/999999999", { token: user.token, json: { title: "X" } });
    expect(missing).toMatchObject({ status: 404, body: { error: "Buchungsart nicht gefunden." } });
  });

  it("a Japanese account's unknown field names the field inside the Japanese sentence", async () => {
    const user = await speaking("ja");
    const response = await api<{ error: string }>("PUT", "/api/settings/language", { token: user.token, json: { locale: "de", colour: "red" } });
    expect(response).toMatchObject({ status: 400, body: { error: "不明な項目：\u2068colour\u2069。" } });
  });

  it("an English account reads the spec's exact English", async () => {
    const user = await speaking("en");
    expect(await malformed({ "x-auth-token": user.token })).toMatchObject({ status: 400, body: { error: "Malformed request body." } });
    const missing = await api<{ error: string }>("PUT", "/api/event-types/999999999", { token: user.token, json: { title: "X" } });
    expect(missing).toMatchObject({ status: 404, body: { error: "Event type not found." } });
  });

  it("a German account's API token reads English", async () => {
    const user = await speaking("de");
    const created = await api<{ token: string }>("POST", "/api/settings/api-tokens", { token: user.token, json: { name: "script", scope: "read-write", expires_in_days: 30 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await malformed({ authorization: `Bearer ${created.body.token}` })).toMatchObject({ status: 400, body: { error: "Malformed request body." } });
  });
});
