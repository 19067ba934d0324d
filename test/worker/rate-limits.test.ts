import { beforeEach, describe, expect, it } from "vitest";
import { unique, registerUser } from "./helpers";
import { uniqueAddress, typedApi } from "./client";
import { createHost, dateAhead, everyDay, instantAt, postBooking } from "./bookings-fixtures";
import { logInAs, registerTwoFactorMember } from "./settings-helpers";
import { wrongCode } from "./two-factor-totp";
import { answer } from "../scenarios/api";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

// These tests count up to limits that reset with the clock's ten-minute windows.
beforeEach(() => awayFromWindowEnd(), WINDOW_WAIT_TIMEOUT_MS);

/** Every caller here sends its own CF-Connecting-IP, so one test's counters never reach another's. */
const login = (email: string, password: string, address: string) =>
  answer(typedApi({ address: address }).auth.login.$post({ json: { email, password } }));

function expectTooMany(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: "Too many attempts. Please wait a moment and try again." });
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe("login brute force, per account and address", () => {
  it("answers the 11th wrong password from one address with 429, and then refuses the right one from there too", async () => {
    const member = await registerUser("brute");
    const attacker = uniqueAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(member.email, `wrong ${attempt}`, attacker)).status).toBe(401);
    }
    expectTooMany(await login(member.email, "wrong 11", attacker));
    const right = await login(member.email, member.password, attacker);
    expectTooMany(right);
    expect(right.body).not.toHaveProperty("token");
  });

  it("never locks the owner out: after wrong passwords from 11 addresses, the right one from another address signs in", async () => {
    const member = await registerUser("lockout");
    for (let attempt = 1; attempt <= 11; attempt++) {
      for (let guess = 1; guess <= 10; guess++) await login(member.email, `wrong ${guess}`, `203.0.113.${attempt}`);
      expectTooMany(await login(member.email, "one more", `203.0.113.${attempt}`));
    }
    const owner = await login(member.email, member.password, uniqueAddress());
    expect(owner.status).toBe(200);
    expect(typeof owner.body.token).toBe("string");
  });

  it("treats an unknown email like a known one", async () => {
    const email = `${unique("nobody")}@example.com`;
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(email, "guess", address)).status).toBe(401);
    expectTooMany(await login(email, "guess", address));
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
      const response = await answer(
        typedApi({ token: member.token }).settings.password.$put({
          json: { currentPassword: `guess ${attempt}`, newPassword: "a brand new passphrase", confirmPassword: "a brand new passphrase" },
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it("lets the owner change the password although strangers failed to log in to the account", async () => {
    const member = await registerUser("pwowner");
    const stranger = uniqueAddress();
    for (let attempt = 1; attempt <= 11; attempt++) await login(member.email, "wrong", stranger);
    const changed = await answer(
      typedApi({ token: member.token, address: member.address }).settings.password.$put({
        json: { currentPassword: member.password, newPassword: "a brand new passphrase", confirmPassword: "a brand new passphrase" },
      }),
    );
    expect(changed.status).toBe(200);
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
      return answer(typedApi({ address: from }).auth.register.$post({ json: { username, email: `${username}@example.com`, password: "correct horse battery" } }));
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
          const response = await answer(
            typedApi({ address: address }).auth["2fa"].verify.$post({ json: { tfaToken, otp: wrongCode(member.secret) } }),
          );
          statuses.push(response.status);
        }
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe("per-address limits and IPv6", () => {
  it("counts every address of one IPv6 /64 as one client: the 61st booking from one /64 is 429", async () => {
    const host = await createHost({ rules: everyDay("00:00", "23:45"), durations: [15] });
    const date = dateAhead(20);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const time = `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`;
      const address = `2001:db8:77:${i % 2 === 0 ? "1" : "0001"}:${(i + 1).toString(16)}::${i + 1}`;
      const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration: 15 }, { address });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(201));
    expect(statuses[60]).toBe(429);
    // Another /64, and the IPv4-mapped form of an address, are other clients.
    const elsewhere = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, "16:00", "UTC"), duration: 15 }, { address: "2001:db8:77:2::1" });
    expect(elsewhere.status).toBe(201);
  });

  it("counts an IPv4 client the same whether written plainly or IPv4-mapped", async () => {
    const member = await registerUser("mapped");
    for (let attempt = 1; attempt <= 10; attempt++) {
      const address = attempt % 2 === 0 ? "198.51.100.9" : "::ffff:198.51.100.9";
      expect((await login(member.email, "wrong", address)).status).toBe(401);
    }
    expectTooMany(await login(member.email, "wrong", "::FFFF:C633:6409"));
  });
});
