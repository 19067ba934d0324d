import { env } from "cloudflare:test";
import { expect } from "vitest";
import { api } from "./helpers";
import { logInAs } from "./settings-helpers";

/** Requests and look-ups the two-factor test files share. */
export type LoginBody = { token?: string; tfaRequired?: boolean; tfaToken?: string; error?: string };

export const userRow = (id: number) =>
  env.DB.prepare("select is_two_factor_enabled, two_factor_secret, last_totp_step from users where id = ?")
    .bind(id)
    .first<{ is_two_factor_enabled: number; two_factor_secret: string | null; last_totp_step: number | null }>();
export const recoveryRowCount = async (id: number) =>
  (await env.DB.prepare("select count(*) as n from recovery_codes where user_id = ?").bind(id).first<{ n: number }>())!.n;
export const settingsOf = (token: string) => api<{ is_two_factor_enabled: boolean }>("GET", "/api/settings", { token });

export async function tfaTokenFor(member: { email: string; password: string; address: string }): Promise<string> {
  const login = await logInAs(member, member.password);
  expect(login.status).toBe(200);
  expect(login.body.tfaRequired).toBe(true);
  expect(login.body.token).toBeUndefined();
  return login.body.tfaToken!;
}

export const verifyLogin = (tfaToken: string, otp: unknown, address: string) =>
  api<LoginBody>("POST", "/api/auth/2fa/verify", { json: { tfaToken, otp }, headers: { "CF-Connecting-IP": address } });
export const recoverLogin = (tfaToken: string, recoveryCode: string, address: string) =>
  api<LoginBody>("POST", "/api/auth/2fa/recover", {
    json: { tfaToken, recoveryCode },
    headers: { "CF-Connecting-IP": address },
  });
