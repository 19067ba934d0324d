import * as z from "zod/mini";
import { otpSchema, passwordSchema } from "../auth/schemas";
import { languageTag } from "../i18n/language-field";

const typedPassword = z.string().check(z.minLength(1, "Password is required."), z.maxLength(200));

export const settingsUpdateSchema = z.strictObject({
  email_notifications: z.boolean({ error: "must be true or false." }),
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: typedPassword,
  newPassword: passwordSchema,
  confirmPassword: z.string().check(z.maxLength(200)),
});

export const twoFactorEnableSchema = z.strictObject({ otp: otpSchema });

export const twoFactorDisableSchema = z.strictObject({ password: typedPassword, otp: otpSchema });

export const feedSettingsSchema = z.strictObject({
  include_events: z.boolean({ error: "include_events must be true or false." }),
});

/** The host's default language for their booking pages (docs/LANGUAGES.md: the last choice before English). */
export const hostLanguageSchema = z.strictObject({ locale: languageTag });
