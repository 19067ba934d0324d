import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { batchReturningIds } from "../../worker/db/d1-statements";
import { FAILURES_BEFORE_PAUSE } from "../../worker/domain/webhook-retry";
import { deliverWebhook } from "../../worker/webhooks/deliver";
import { pingStatement } from "../../worker/webhooks/webhook-statements";
import { addEndpoint } from "./webhooks-helpers";
import { api, registerUser, type TestUser } from "./helpers";
import { bookSeat, createSeatedHost, startAt } from "./seats-fixtures";
import { createTeam } from "./team-fixtures";

/*
 * The rest of the host's mail in the host's language (docs/LANGUAGES.md, "The host's mail"): a seat's
 * "Seats taken" line, counted inside the statement that writes it; the notice of a paused webhook; and
 * a team's invitation, in the invitee's language when their address has an account, else the inviter's.
 */

beforeAll(async () => {
  await registerUser("admin"); // the first account of this file's database is its administrator
});

async function speaks(user: { token: string }, locale: string): Promise<void> {
  const set = await api("PUT", "/api/settings/language", { token: user.token, json: { locale } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}

const mailTo = async (address: string, kind: string) =>
  (await env.DB.prepare("select subject, body from email_outbox where to_address = ? and kind = ? order by id").bind(address, kind).all<{ subject: string; body: string }>()).results;

describe("the host's notices in the host's language", () => {
  it("a German host's seat notification counts the seats in German", async () => {
    const host = await createSeatedHost(5);
    await speaks(host.user, "de");
    const start = startAt(9, "10:00");
    await bookSeat(host, start, "Ada Lovelace");
    await bookSeat(host, start, "Grace Hopper");
    const notifications = await mailTo(host.user.email, "host-notification");
    expect(notifications.map((mail) => /Belegte Plätze: (\d) von 5\./.exec(mail.body)?.[1])).toEqual(["1", "2"]);
  });

  it("an invitation speaks the invitee's language when they have an account, else the inviter's", async () => {
    const team = await createTeam();
    await speaks(team.owner, "de");
    const newcomer = `newcomer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const invited = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: newcomer, role: "member" } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const [toNewcomer] = await mailTo(newcomer, "team-invitation");
    expect(toNewcomer?.subject).toBe(`${team.owner.username} hat dich zu ${(await teamName(team.id))} auf Hangout eingeladen`);
    expect(toNewcomer?.body).toContain("Der Link ist 7 Tage gültig.");

    const member: TestUser = await registerUser("fr");
    await speaks(member, "fr");
    const toMember = await api("POST", `/api/teams/${team.id}/invitations`, { token: team.owner.token, json: { email: member.email, role: "admin" } });
    expect(toMember.status, JSON.stringify(toMember.body)).toBe(201);
    const [french] = await mailTo(member.email, "team-invitation");
    expect(french?.body).toContain("en tant qu’administrateur");
    expect(french?.body).toContain("Le lien est valable 7 jours.");
  });

  it("a German host hears that their failing webhook is paused in German", async () => {
    const user = await registerUser("hooks");
    await speaks(user, "de");
    const endpoint = await addEndpoint(user.token, ["booking.created"]);
    const now = Date.now();
    const [[id] = []] = await batchReturningIds(env.DB, [pingStatement(env.DB, endpoint.id, now)]);
    const db = drizzle(env.DB, { schema });
    for (let failure = 1; failure <= FAILURES_BEFORE_PAUSE; failure++) {
      await env.DB.prepare("update webhook_deliveries set next_attempt_at = ?, status = 'pending' where id = ?").bind(now, id!).run();
      await deliverWebhook(db, env, id!, now);
    }
    const [paused] = await mailTo(user.email, "webhook-paused");
    expect(paused?.subject).toBe("Dein Webhook an receiver.invalid ist pausiert");
    expect(paused?.body).toContain(`${FAILURES_BEFORE_PAUSE} Mal in Folge`);
  });
});

const teamName = async (id: number) => (await env.DB.prepare("select name from teams where id = ?").bind(id).first<{ name: string }>())!.name;
