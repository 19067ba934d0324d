import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, registerUser, unique } from "./helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const countUsers = async () => (await env.DB.prepare("select count(*) as n from users").first<{ n: number }>())!.n;

describe("POST /api/auth/register", () => {
  it("creates an account, the first one admin, and answers the server message", async () => {
    const first = await registerUser("first");
    const second = await registerUser("second");
    const admin = await answer(typedApi({ token: first.token }).admin.users.$get());
    expect(admin.status).toBe(200);
    expect(admin.body.find((u) => u.username === first.username)?.is_admin).toBe(true);
    expect(admin.body.find((u) => u.username === second.username)?.is_admin).toBe(false);
  });

  it("answers 409 for a taken username or email (any case) and leaves the account unchanged", async () => {
    const existing = await registerUser("taken");
    const before = await countUsers();
    const sameEmail = await answer(
      typedApi().auth.register.$post({ json: { username: unique("other"), email: existing.email.toUpperCase(), password: "another password" } }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ error: "An account with that email already exists." });
    const sameName = await answer(
      typedApi().auth.register.$post({
        json: { username: existing.username.toUpperCase(), email: `${unique("x")}@example.com`, password: "another password" },
      }),
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ error: "That username is already taken." });
    expect(await countUsers()).toBe(before);
    const login = await answer(typedApi().auth.login.$post({ json: { email: existing.email, password: existing.password } }));
    expect(login.status).toBe(200);
  });

  it("lets exactly one of two racing registrations of one username through, the other gets 409", async () => {
    const username = unique("race").slice(0, 30);
    const attempts = await Promise.all(
      [1, 2].map((n) =>
        answer(typedApi({ address: `10.200.0.${n}` }).auth.register.$post({ json: { username, email: `${username}-${n}@example.com`, password: "racing password" } })),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ["missing fields", { username: "abc" }],
    ["a short username", { username: "ab", email: "ab@example.com", password: "password123" }],
    ["a bad username", { username: "a b!", email: "ab@example.com", password: "password123" }],
    ["a bad email", { username: "abcdef", email: "not-an-email", password: "password123" }],
    ["a short password", { username: "abcdef", email: "ab@example.com", password: "short" }],
    ["wrong types", { username: 12, email: true, password: [] }],
    ["an unknown field", { username: "abcdef", email: "ab@example.com", password: "password123", is_admin: true }],
  ])("rejects %s with 400 and creates nothing", async (_, json) => {
    const before = await countUsers();
    const response = await api<{ error: string }>("POST", "/api/auth/register", { json });
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe("string");
    expect(await countUsers()).toBe(before);
  });

  it("rejects malformed JSON and oversized bodies with 4xx { error }", async () => {
    const malformed = await api("POST", "/api/auth/register", { body: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "Malformed request body." });
    const huge = await answer(
      typedApi().auth.register.$post({ json: { username: "hugeuser", email: "huge@example.com", password: "x".repeat(200_000) } }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: "Request body is too large." });
  });
});

describe("POST /api/auth/login", () => {
  it("gives the same status and body for a wrong password and an unknown email", async () => {
    const user = await registerUser("login");
    const wrong = await answer(typedApi().auth.login.$post({ json: { email: user.email, password: "wrong password" } }));
    const unknown = await answer(typedApi().auth.login.$post({ json: { email: "nobody@example.com", password: "wrong password" } }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("issues a token whose second segment is JSON with a user field", async () => {
    const user = await registerUser("jwt");
    const payload = JSON.parse(atob(user.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload.user).toMatchObject({ username: user.username, email: user.email, is_admin: false });
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });
});

describe("x-auth-token", () => {
  it("answers 401 for a missing, tampered, alg:none or expired token", async () => {
    const user = await registerUser("tok");
    const [header, payload, signature] = user.token.split(".");
    const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/")));
    const tampered = `${header}.${b64url({ ...claims, user: { ...claims.user, is_admin: true } })}.${signature}`;
    const algNone = `${b64url({ alg: "none", typ: "JWT" })}.${payload}.`;
    const expired = `${header}.${b64url({ ...claims, exp: 1 })}.${signature}`;
    for (const token of [undefined, tampered, algNone, expired, "garbage"]) {
      const response = await answer(typedApi({ token }).admin.users.$get());
      expect(response.status).toBe(401);
      expect(typeof response.body.error).toBe("string");
    }
  });
});

describe("/api/admin/users", () => {
  it("is 403 for non-admins, lists users for admins, deletes non-admins and refuses admins", async () => {
    const admins = await answer(typedApi({ token: (await registerUser("a")).token }).admin.users.$get());
    // Storage is per file, so the admin is whoever registered first in this file.
    const adminRow = (await env.DB.prepare("select email from users where is_admin = 1").first<{ email: string }>())!;
    const adminLogin = await answer(typedApi().auth.login.$post({ json: { email: adminRow.email, password: "correct horse battery" } }));
    const adminToken = adminLogin.body.token;
    expect(admins.status).toBe(403);

    const victim = await registerUser("victim");
    const list = await answer(typedApi({ token: adminToken }).admin.users.$get());
    const victimRow = list.body.find((u) => u.username === victim.username)!;
    expect(new Date(victimRow.created_at).toISOString()).toBe(victimRow.created_at);

    const removed = await answer(typedApi({ token: adminToken }).admin.users[":id"].$delete({ param: { id: String(victimRow.id) } }));
    expect(removed.status).toBe(200);
    expect((await answer(typedApi({ token: victim.token }).admin.users.$get())).status).toBe(401);

    const adminId = list.body.find((u) => u.is_admin)!.id;
    const refused = await answer(typedApi({ token: adminToken }).admin.users[":id"].$delete({ param: { id: String(adminId) } }));
    expect(refused.status).toBe(403);
    expect((await answer(typedApi({ token: adminToken }).admin.users[":id"].$delete({ param: { id: "999999" } }))).status).toBe(404);
    expect((await answer(typedApi({ token: adminToken }).admin.users[":id"].$delete({ param: { id: "abc" } }))).status).toBe(400);
  });
});
