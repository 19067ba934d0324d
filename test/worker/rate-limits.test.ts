import { describe, expect, it } from "vitest";
import { api, unique, registerUser, uniqueAddress } from "./helpers";
import { logInAs, registerTwoFactorMember } from "./settings-helpers";
import { wrongCode } from "./two-factor-totp";

/** Every caller here sends its own CF-Connecting-IP, so one test's counters never reach another's. */
const login = (email: string, password: string, address: string) =>
  api<{ token?: string; tfaToken?: string; error?: string }>("POST", "/api/auth/login", {
    json: { email, password },
    headers: { "CF-Connecting-IP": address },
  });

function expectTooMany(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: "Too many attempts. Please wait a moment and try again." });
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe("login brute force, per account", () => {
  it("answers the 11th wrong password within a minute with 429, and then refuses the right one too", async () => {
    const member = await registerUser("brute");
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Spread over addresses: the account's limit holds whatever address the guesses come from.
      expect((await login(member.email, `wrong ${attempt}`, uniqueAddress())).status).toBe(401);
    }
    expectTooMany(await login(member.email, "wrong 11", uniqueAddress()));
    const right = await login(member.email, member.password, uniqueAddress());
    expectTooMany(right);
    expect(right.body).not.toHaveProperty("token");
  });

  it("treats an unknown email like a known one", async () => {
    const email = `${unique("nobody")}@example.com`;
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(email, "guess", uniqueAddress())).status).toBe(401);
    expectTooMany(await login(email, "guess", uniqueAddress()));
  });

  it("starts afresh after a successful login", async () => {
    const member = await registerUser("reset");
    for (let attempt = 1; attempt <= 9; attempt++) await login(member.email, "wrong", member.address);
    expect(typeof (await login(member.email, member.password, member.address)).body.token).toBe("string");
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(member.email, "wrong", member.address)).status).toBe(401);
    }
  });

  it("counts wrong current passwords on the settings page against the same account", async () => {
    const member = await registerUser("pwguess");
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await api("PUT", "/api/settings/password", {
        token: member.token,
        json: { currentPassword: `guess ${attempt}`, newPassword: "a brand new passphrase", confirmPassword: "a brand new passphrase" },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});

describe("login brute force, per address", () => {
  it("stops the 51st failed login from one address across accounts, not other addresses", async () => {
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 50; attempt++) {
      expect((await login(`${unique("spray")}@example.com`, "guess", address)).status).toBe(401);
    }
    expectTooMany(await login(`${unique("spray")}@example.com`, "guess", address));
    const member = await registerUser("elsewhere");
    expect(typeof (await logInAs(member, member.password)).body.token).toBe("string");
  });

  it("does not count successful logins from a shared address", async () => {
    const member = await registerUser("office");
    const shared = uniqueAddress();
    for (let attempt = 1; attempt <= 55; attempt++) {
      expect((await login(member.email, member.password, shared)).status).toBe(200);
    }
  });
});

describe("registration, per address", () => {
  it("allows 20 registrations per address per 10 minutes, then 429; another address still registers", async () => {
    const address = uniqueAddress();
    const register = (from: string) => {
      const username = unique("reg").toLowerCase();
      return api("POST", "/api/auth/register", {
        json: { username, email: `${username}@example.com`, password: "correct horse battery" },
        headers: { "CF-Connecting-IP": from },
      });
    };
    for (let attempt = 1; attempt <= 20; attempt++) expect((await register(address)).status).toBe(201);
    expectTooMany(await register(address));
    expect((await register(uniqueAddress())).status).toBe(201);
  });
});

describe("two-factor codes, per address", () => {
  it("stops the 31st wrong code from one address across accounts and tfaTokens", async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let person = 0; person < 4; person++) {
      const member = await registerTwoFactorMember("tfaaddr");
      for (let round = 0; round < 2; round++) {
        const tfaToken = (await logInAs(member, member.password)).body.tfaToken!;
        for (let attempt = 0; attempt < 4; attempt++) {
          const response = await api("POST", "/api/auth/2fa/verify", {
            json: { tfaToken, otp: wrongCode(member.secret) },
            headers: { "CF-Connecting-IP": address },
          });
          statuses.push(response.status);
        }
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
