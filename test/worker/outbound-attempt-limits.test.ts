import { beforeEach, describe, expect, it } from "vitest";
import { countRows } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { type ApiResult, api, registerUser } from "./helpers";
import { addEndpoint, deliveriesOf } from "./webhooks-helpers";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

// These tests count up to limits that reset with the clock's ten-minute windows.
beforeEach(() => awayFromWindowEnd(), WINDOW_WAIT_TIMEOUT_MS);

/*
 * Requests a signed-in user makes Hangout send to a server they name: signing in to
 * a CalDAV server is a password guess delivered for them, so it is limited per account and per address
 * like Hangout's own login; webhook "Send test" and "Redeliver" are limited per account.
 */

/** An https:// address nobody answers on this machine: each sign-in fails at once. */
const NOWHERE = "https://127.0.0.1:9";
const SIGN_INS_SPENT = "Too many sign-in attempts to CalDAV servers. Please wait a few minutes and try again.";
const SENDS_SPENT = "Too many test and repeated webhook deliveries. Please wait a few minutes and try again.";

const signIn = (token: string, address: string, password = "guess") =>
  api<{ error?: string }>("POST", "/api/caldav", { token, json: { server_url: NOWHERE, username: "victim", password }, headers: { "CF-Connecting-IP": address } });

function expectRefused(response: ApiResult<{ error?: string }>, error: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error });
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
}

describe("adding a CalDAV account", () => {
  it("tries 10 sign-ins per account in 10 minutes, then answers 429 from any address", async () => {
    const user = await registerUser("davguess");
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await signIn(user.token, uniqueAddress(), `guess ${attempt}`)).toMatchObject({ status: 400, body: { error: "The CalDAV server could not be reached." } });
    }
    expectRefused(await signIn(user.token, uniqueAddress()), SIGN_INS_SPENT);
    expect(await countRows("select count(*) as n from caldav_accounts where user_id = ?", user.id)).toBe(0);
  });

  it("tries 30 sign-ins per address in 10 minutes across accounts, then answers 429; other addresses still sign in", async () => {
    const address = uniqueAddress();
    for (let account = 1; account <= 3; account++) {
      const user = await registerUser("davspray");
      for (let attempt = 1; attempt <= 10; attempt++) expect((await signIn(user.token, address)).status).toBe(400);
    }
    const user = await registerUser("davspray");
    expectRefused(await signIn(user.token, address), SIGN_INS_SPENT);
    expect((await signIn(user.token, uniqueAddress())).status).toBe(400);
  });
});

describe("webhook Send test and Redeliver", () => {
  it("send 30 deliveries per account in 10 minutes, then answer 429 without sending", async () => {
    const user = await registerUser("hookspam");
    const endpoint = await addEndpoint(user.token, ["booking.created"]);
    for (let attempt = 1; attempt <= 29; attempt++) expect((await api("POST", `/api/webhooks/${endpoint.id}/test`, { token: user.token })).status).toBe(200);
    const [first] = await deliveriesOf({ endpointId: endpoint.id });
    expect((await api("POST", `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`, { token: user.token })).status).toBe(200);
    const sent = await deliveriesOf({ endpointId: endpoint.id });

    expectRefused(await api("POST", `/api/webhooks/${endpoint.id}/test`, { token: user.token }), SENDS_SPENT);
    expectRefused(await api("POST", `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`, { token: user.token }), SENDS_SPENT);
    expect(await deliveriesOf({ endpointId: endpoint.id })).toHaveLength(sent.length);
  });
});
