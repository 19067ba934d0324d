import { describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";
import { logInAs } from "./settings-helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

const NEW_PASSWORD = "a brand new passphrase";

const changePassword = (token: string, json: unknown) =>
  api<{ message?: string; token?: string; error?: string }>("PUT", "/api/settings/password", { token, json });

describe("GET /api/settings", () => {
  it("answers the defaults for a new account", async () => {
    const member = await registerUser("defaults");
    const response = await answer(typedApi({ token: member.token }).settings.$get());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email_notifications: true, is_two_factor_enabled: false });
  });

  it("needs a session", async () => {
    const response = await answer(typedApi().settings.$get());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: "Authentication required." });
  });
});

describe("PUT /api/settings", () => {
  it("turns booking notifications off and on, for the caller only", async () => {
    const member = await registerUser("notify");
    const other = await registerUser("bystander");
    const off = await answer(typedApi({ token: member.token }).settings.$put({ json: { email_notifications: false } }));
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ email_notifications: false, is_two_factor_enabled: false });
    expect((await answer(typedApi({ token: member.token }).settings.$get())).body.email_notifications).toBe(false);
    expect((await answer(typedApi({ token: other.token }).settings.$get())).body.email_notifications).toBe(true);
    const on = await answer(typedApi({ token: member.token }).settings.$put({ json: { email_notifications: true } }));
    expect(on.body).toEqual({ email_notifications: true, is_two_factor_enabled: false });
  });

  it.each([
    ["a string", { email_notifications: "false" }],
    ["a number", { email_notifications: 0 }],
    ["null", { email_notifications: null }],
    ["nothing", {}],
    ["an unknown field", { email_notifications: false, is_two_factor_enabled: true }],
    ["an array", [false]],
  ])("rejects %s with 400 and changes nothing", async (_, json) => {
    const member = await registerUser("badput");
    await answer(typedApi({ token: member.token }).settings.$put({ json: { email_notifications: false } }));
    const response = await api<{ error: string }>("PUT", "/api/settings", { token: member.token, json });
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe("string");
    expect((await answer(typedApi({ token: member.token }).settings.$get())).body).toEqual({
      email_notifications: false,
      is_two_factor_enabled: false,
    });
  });

  it("rejects a malformed body with 400", async () => {
    const member = await registerUser("malformed");
    const response = await api("PUT", "/api/settings", {
      token: member.token,
      body: "{email_notifications:",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await answer(typedApi({ token: member.token }).settings.$get())).body.email_notifications).toBe(true);
  });
});

describe("PUT /api/settings/password", () => {
  it("changes the password, answers a fresh token, and every older token stops working", async () => {
    const member = await registerUser("pwchange");
    const otherSession = (await logInAs(member, member.password)).body.token!;
    const response = await changePassword(member.token, {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["message", "token"]);
    expect(response.body.message).toBe("Password changed successfully.");

    expect((await answer(typedApi({ token: member.token }).settings.$get())).status).toBe(401);
    expect((await answer(typedApi({ token: otherSession }).settings.$get())).status).toBe(401);
    expect((await answer(typedApi({ token: response.body.token }).settings.$get())).status).toBe(200);
    expect((await logInAs(member, member.password)).status).toBe(401);
    expect(typeof (await logInAs(member, NEW_PASSWORD)).body.token).toBe("string");
  });

  it("refuses a wrong current password with 400 (not 401), keeping the session and the password", async () => {
    const member = await registerUser("pwwrong");
    const response = await changePassword(member.token, {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Current password is incorrect." });
    expect((await answer(typedApi({ token: member.token }).settings.$get())).status).toBe(200);
    expect(typeof (await logInAs(member, member.password)).body.token).toBe("string");
  });

  it("refuses mismatched, weak or missing new passwords with 400 and keeps the old one", async () => {
    const member = await registerUser("pwrules");
    const mismatch = await changePassword(member.token, {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: "New passwords do not match." });
    for (const json of [
      { currentPassword: member.password, newPassword: "short", confirmPassword: "short" },
      { currentPassword: member.password, newPassword: "x".repeat(201), confirmPassword: "x".repeat(201) },
      { currentPassword: member.password, newPassword: NEW_PASSWORD },
      { currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { currentPassword: member.password, newPassword: 12345678, confirmPassword: 12345678 },
    ]) {
      const response = await changePassword(member.token, json);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe("string");
    }
    expect((await answer(typedApi({ token: member.token }).settings.$get())).status).toBe(200);
    expect(typeof (await logInAs(member, member.password)).body.token).toBe("string");
  });
});
