import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../auth/require-auth";
import { clientAddress } from "../http/rate-limit";
import { validate } from "../http/validate";
import { accountDeletionImpact, deleteOwnAccount } from "../settings/account-deletion";
import { changePassword } from "../settings/password-change";
import { feedSettingsSchema, hostLanguageSchema, passwordChangeSchema, settingsUpdateSchema, twoFactorDisableSchema, twoFactorEnableSchema } from "../settings/schemas";
import { readSettings, updateSettings } from "../settings/settings";
import { readHostLanguage, updateHostLanguage } from "../settings/host-language";
import { meetingSettingsSchema, readMeetingSettings, updateMeetingSettings } from "../settings/meeting-settings";
import { createFeedLink, readFeedSettings, removeFeedLink, updateFeedSettings } from "../feed/feed-link";
import { publicOrigin } from "../config/public-origin";
import { createApiToken, listApiTokens, revokeApiToken } from "../api-tokens/api-tokens";
import { apiTokenBodySchema, apiTokenParams } from "../api-tokens/schemas";
import { disableTwoFactorWithProof, enableTwoFactor, startTwoFactorSetup } from "../settings/two-factor-setup";

export const settingsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await readSettings(c.var.db, c.var.user.id), 200))
  .put("/", validate("json", settingsUpdateSchema), async (c) => {
    return c.json(await updateSettings(c.var.db, c.var.user.id, c.req.valid("json").email_notifications), 200);
  })
  .get("/language", async (c) => c.json(await readHostLanguage(c.var.db, c.var.user.id), 200))
  .put("/language", validate("json", hostLanguageSchema), async (c) => {
    return c.json(await updateHostLanguage(c.var.db, c.var.user.id, c.req.valid("json").locale), 200);
  })
  .get("/meetings", async (c) => c.json(await readMeetingSettings(c.var.db, c.var.user.id), 200))
  .put("/meetings", validate("json", meetingSettingsSchema), async (c) => {
    return c.json(await updateMeetingSettings(c.var.db, c.var.user.id, c.req.valid("json").jitsi_base), 200);
  })
  .put("/password", validate("json", passwordChangeSchema), async (c) => {
    return c.json(await changePassword(c.var.db, c.env, c.var.user, c.req.valid("json"), clientAddress(c)), 200);
  })
  .post("/2fa/generate", async (c) => c.json(await startTwoFactorSetup(c.var.db, c.env, c.var.user), 200))
  .post("/2fa/verify", validate("json", twoFactorEnableSchema), async (c) => {
    return c.json(await enableTwoFactor(c.var.db, c.env, c.var.user, c.req.valid("json").otp), 200);
  })
  .post("/2fa/disable", validate("json", twoFactorDisableSchema), async (c) => {
    return c.json(await disableTwoFactorWithProof(c.var.db, c.env, c.var.user, c.req.valid("json"), clientAddress(c)), 200);
  })
  .get("/feed", async (c) => c.json(await readFeedSettings(c.var.db, c.var.user.id), 200))
  .post("/feed", async (c) => c.json(await createFeedLink(c.var.db, c.var.user.id, publicOrigin(c.env)), 200))
  .put("/feed", validate("json", feedSettingsSchema), async (c) => {
    return c.json(await updateFeedSettings(c.var.db, c.var.user.id, c.req.valid("json").include_events), 200);
  })
  .delete("/feed", async (c) => c.json(await removeFeedLink(c.var.db, c.var.user.id), 200))
  .get("/api-tokens", async (c) => c.json(await listApiTokens(c.var.db, c.var.user.id, Date.now()), 200))
  .post("/api-tokens", validate("json", apiTokenBodySchema), async (c) => {
    return c.json(await createApiToken(c.var.db, c.var.user.id, c.req.valid("json"), Date.now()), 201);
  })
  .delete("/api-tokens/:id", validate("param", apiTokenParams), async (c) => {
    return c.json(await revokeApiToken(c.var.db, c.var.user.id, c.req.valid("param").id), 200);
  })
  .get("/account", async (c) => c.json(await accountDeletionImpact(c.var.db, c.var.user, Date.now()), 200))
  .delete("/account", async (c) => c.json(await deleteOwnAccount(c.var.db, c.env, c.var.user, Date.now()), 200));
