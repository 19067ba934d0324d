import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { totpUri } from "../../worker/auth/totp";
import { api, registerUser } from "./helpers";
import { logInAs, registerTwoFactorMember } from "./settings-helpers";
import { type LoginBody, recoveryRowCount, settingsOf, tfaTokenFor, userRow, verifyLogin } from "./two-factor-requests";
import { PERIOD_MS, totpCode, wrongCode } from "./two-factor-totp";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

// These tests count up to limits that reset with the clock's ten-minute windows.
beforeEach(() => awayFromWindowEnd(), WINDOW_WAIT_TIMEOUT_MS);

describe("the independent TOTP used by these tests", () => {
  it("matches RFC 6238's SHA-1 test vectors", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // base32 of "12345678901234567890"
    expect(totpCode(secret, 59_000, 8)).toBe("94287082");
    expect(totpCode(secret, 1_111_111_109_000, 8)).toBe("07081804");
    expect(totpCode(secret, 20_000_000_000_000, 8)).toBe("65353130");
  });
});

describe("POST /api/settings/2fa/generate", () => {
  it("answers a QR code, a base32 secret and ten recovery codes, storing neither in clear", async () => {
    const member = await registerUser("gen");
    const setup = await answer(typedApi({ token: member.token }).settings["2fa"].generate.$post());
    expect(setup.status).toBe(200);
    expect(Object.keys(setup.body).sort()).toEqual(["qrCode", "recoveryCodes", "secret"]);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(setup.body.qrCode.split(",")[1]!)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.recoveryCodes).toHaveLength(10);
    expect(new Set(setup.body.recoveryCodes).size).toBe(10);
    for (const code of setup.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const row = (await userRow(member.id))!;
    expect(row.is_two_factor_enabled).toBe(0);
    expect(row.two_factor_secret).toBeTruthy();
    expect(row.two_factor_secret).not.toContain(setup.body.secret);
    const dump = JSON.stringify(await env.DB.prepare("select * from recovery_codes where user_id = ?").bind(member.id).all());
    expect(await recoveryRowCount(member.id)).toBe(10);
    for (const code of setup.body.recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace("-", ""));
    }
    expect((await settingsOf(member.token)).body.is_two_factor_enabled).toBe(false);
  });

  it("names Hangout and the account in the otpauth URI the QR code carries", () => {
    const uri = new URL(totpUri("JBSWY3DPEHPK3PXP", "ada@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Hangout:ada@example.com");
    expect(uri.searchParams.get("issuer")).toBe("Hangout");
    expect(uri.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
  });

  it("refuses with 409 while two-factor is on, keeping the secret and codes", async () => {
    const member = await registerTwoFactorMember("gen409");
    const before = (await userRow(member.id))!.two_factor_secret;
    const again = await answer(typedApi({ token: member.token }).settings["2fa"].generate.$post());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: "Two-factor authentication is already enabled." });
    expect((await userRow(member.id))!.two_factor_secret).toBe(before);
    expect(await recoveryRowCount(member.id)).toBe(10);
  });

  it("needs a session", async () => {
    expect((await answer(typedApi().settings["2fa"].generate.$post())).status).toBe(401);
  });
});

describe("POST /api/settings/2fa/verify", () => {
  it("rejects anything but six digits with 400, a wrong code with 400, and enables with a right one", async () => {
    const member = await registerUser("enable");
    const setup = await answer(typedApi({ token: member.token }).settings["2fa"].generate.$post());
    for (const otp of ["1234567", "1", "abcdef", "12 34 56", "", 123456]) {
      const refused = await api<{ error: string }>("POST", "/api/settings/2fa/verify", { token: member.token, json: { otp } });
      expect(refused.status).toBe(400);
      expect(typeof refused.body.error).toBe("string");
    }
    const wrong = await answer(typedApi({ token: member.token }).settings["2fa"].verify.$post({ json: { otp: wrongCode(setup.body.secret) } }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: "Invalid authentication code." });
    expect((await settingsOf(member.token)).body.is_two_factor_enabled).toBe(false);

    const enabled = await answer(
      typedApi({ token: member.token }).settings["2fa"].verify.$post({ json: { otp: totpCode(setup.body.secret, Date.now()) } }),
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ message: "Two-factor authentication enabled." });
    expect((await settingsOf(member.token)).body.is_two_factor_enabled).toBe(true);
  });

  it("answers 409 before any secret was generated", async () => {
    const member = await registerUser("nosecret");
    const response = await answer(typedApi({ token: member.token }).settings["2fa"].verify.$post({ json: { otp: "123456" } }));
    expect(response.status).toBe(409);
    expect((await settingsOf(member.token)).body.is_two_factor_enabled).toBe(false);
  });
});

describe("login with two-factor (POST /api/auth/login → /api/auth/2fa/verify)", () => {
  it("asks for the code after the password, gives a token for a fresh code, and refuses the same code twice", async () => {
    const member = await registerTwoFactorMember("login2fa");
    const first = await tfaTokenFor(member);
    const nextCode = totpCode(member.secret, Date.now() + PERIOD_MS);
    const verified = await verifyLogin(first, nextCode, member.address);
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.body)).toEqual(["token"]);
    expect((await settingsOf(verified.body.token!)).status).toBe(200);

    const replayed = await verifyLogin(await tfaTokenFor(member), nextCode, member.address);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: "Invalid authentication code." });
  });

  it("rejects 7 digits, 1 digit and letters with 400", async () => {
    const member = await registerTwoFactorMember("format");
    const tfaToken = await tfaTokenFor(member);
    const attempts = [
      ...["1234567", "1", "abcdef", "12345a"].map((otp) => () => verifyLogin(tfaToken, otp, member.address)),
      // Not text at all: sent raw, as the typed client would not send it.
      () => api<LoginBody>("POST", "/api/auth/2fa/verify", { json: { tfaToken, otp: null }, headers: { "CF-Connecting-IP": member.address } }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(400);
      expect(response.body.token).toBeUndefined();
    }
  });

  it("gives no tfaToken and no token for a right code with a wrong password (CVE-2025-66489)", async () => {
    const member = await registerTwoFactorMember("cve");
    const otp = totpCode(member.secret, Date.now() + PERIOD_MS);
    const plain = await logInAs(member, "wrong password");
    expect(plain.status).toBe(401);
    expect(plain.body).toEqual({ error: "Invalid email or password." });
    for (const extra of [{ otp }, { totpCode: otp }, { tfaToken: "x", otp }]) {
      const response = await answer(
        typedApi({ address: member.address }).auth.login.$post({ json: { email: member.email, password: "wrong password", ...extra } }),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body.token).toBeUndefined();
      expect(response.body.tfaToken).toBeUndefined();
    }
    // The code is still unused: the wrong-password attempts spent nothing.
    expect((await verifyLogin(await tfaTokenFor(member), otp, member.address)).status).toBe(200);
  });

  it("never accepts a tfaToken as x-auth-token, nor a session token as tfaToken", async () => {
    const member = await registerTwoFactorMember("kinds");
    const tfaToken = await tfaTokenFor(member);
    const asSession = await answer(typedApi({ token: tfaToken }).settings.$get());
    expect(asSession.status).toBe(401);
    const asTfa = await verifyLogin(member.token, totpCode(member.secret, Date.now() + PERIOD_MS), member.address);
    expect(asTfa.status).toBe(401);
    expect(asTfa.body.token).toBeUndefined();
    const forged = await verifyLogin(`${tfaToken.slice(0, -4)}AAAA`, "123456", member.address);
    expect(forged.status).toBe(401);
  });

  it("locks a tfaToken after 5 attempts: 20 wrong codes end in 429, and then even the right code is refused", async () => {
    const member = await registerTwoFactorMember("lock");
    const tfaToken = await tfaTokenFor(member);
    const statuses: number[] = [];
    let lastRetryAfter: string | null = null;
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await verifyLogin(tfaToken, wrongCode(member.secret), member.address);
      statuses.push(response.status);
      expect(response.body.token).toBeUndefined();
      lastRetryAfter = response.headers.get("Retry-After");
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(Number(lastRetryAfter)).toBeGreaterThan(0);
    const right = await verifyLogin(tfaToken, totpCode(member.secret, Date.now() + PERIOD_MS), member.address);
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
  });

  it("limits wrong codes per account across fresh tfaTokens (10 per 10 minutes)", async () => {
    const member = await registerTwoFactorMember("acctlock");
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const tfaToken = await tfaTokenFor(member);
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await verifyLogin(tfaToken, wrongCode(member.secret), member.address)).status);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("voids a pending tfaToken when the password changes", async () => {
    const member = await registerTwoFactorMember("pwvoid");
    const tfaToken = await tfaTokenFor(member);
    const changed = await answer(
      typedApi({ token: member.token }).settings.password.$put({
        json: { currentPassword: member.password, newPassword: "a new long password", confirmPassword: "a new long password" },
      }),
    );
    expect(changed.status).toBe(200);
    const response = await verifyLogin(tfaToken, totpCode(member.secret, Date.now() + PERIOD_MS), member.address);
    expect(response.status).toBe(401);
    expect(response.body.token).toBeUndefined();
  });
});
