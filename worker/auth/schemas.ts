import * as z from "zod/mini";
import { languageTag } from "../i18n/language-field";

/** One password rule for registration and password change. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(8, "Password must be at least 8 characters."),
    z.maxLength(200, "Password must be at most 200 characters."),
  );

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, "Email is too long."), z.toLowerCase()),
  z.email("Please enter a valid email address."),
);

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9_-]{3,30}$/, "Username must be 3–30 characters: letters, digits, _ or -."),
  );

export const registerSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** The account's language (docs/LANGUAGES.md, The host's language): the app sends the browser's; English without it. */
  locale: z.optional(languageTag),
});

export const loginSchema = z.strictObject({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, "Email is required."), z.maxLength(254)),
  password: z.string().check(z.minLength(1, "Password is required."), z.maxLength(200)),
});

/** A 6-digit authenticator code; surrounding spaces are forgiven, nothing else. */
export const otpSchema = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, "Authentication code must be 6 digits."));

const tfaTokenSchema = z.string().check(z.minLength(1, "tfaToken is required."), z.maxLength(2000));

export const tfaVerifySchema = z.strictObject({ tfaToken: tfaTokenSchema, otp: otpSchema });

export const tfaRecoverSchema = z.strictObject({
  tfaToken: tfaTokenSchema,
  recoveryCode: z.string().check(z.minLength(1, "Recovery code is required."), z.maxLength(64, "Recovery code is too long.")),
});
