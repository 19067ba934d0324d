import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type Answer, answer } from "../scenarios/api";
import { typedApi } from "./client";
import { type LoginBody, logInAs } from "./settings-helpers";

/** Requests and look-ups the two-factor test files share. */
export type { LoginBody };

export const userRow = (id: number) =>
  env.DB.prepare("select is_two_factor_enabled, two_factor_secret, last_totp_step from users where id = ?")
    .bind(id)
    .first<{ is_two_factor_enabled: number; two_factor_secret: string | null; last_totp_step: number | null }>();
export const recoveryRowCount = async (id: number) =>
  (await env.DB.prepare("select count(*) as n from recovery_codes where user_id = ?").bind(id).first<{ n: number }>())!.n;
export const settingsOf = (token: string) => answer(typedApi({ token }).settings.$get());

export async function tfaTokenFor(member: { email: string; password: string; address: string }): Promise<string> {
  const login = await logInAs(member, member.password);
  expect(login.status).toBe(200);
  expect(login.body.tfaRequired).toBe(true);
  expect(login.body.token).toBeUndefined();
  return login.body.tfaToken!;
}

/** `otp` as the test gives it: the wrong-shaped ones are sent too, and the route must refuse them. */
export const verifyLogin = (tfaToken: string, otp: string, address: string): Promise<Answer<LoginBody>> =>
  answer(typedApi({ address }).auth["2fa"].verify.$post({ json: { tfaToken, otp } }));
export const recoverLogin = (tfaToken: string, recoveryCode: string, address: string): Promise<Answer<LoginBody>> =>
  answer(typedApi({ address }).auth["2fa"].recover.$post({ json: { tfaToken, recoveryCode } }));
