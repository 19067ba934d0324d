import type { TestProject } from "vitest/node";
import { ADMIN_ACCOUNT, logIn, registerAccount } from "./accounts";
import { CHROMIUM_PATH } from "./chromium";
import { ensureDebianPackage } from "./debian-package";
import { startLocalApp } from "./local-app";

/* One app for the whole e2e run, with fresh state, so the first account registered here is the admin. */

export default async function setup(project: TestProject) {
  ensureDebianPackage(CHROMIUM_PATH, "chromium");
  const app = await startLocalApp();
  try {
    await registerAccount(app.url, ADMIN_ACCOUNT);
    const { user } = await logIn(app.url, ADMIN_ACCOUNT);
    if (!user.is_admin) throw new Error("The first account of the fresh e2e state is not an admin.");
    project.provide("baseUrl", app.url);
    project.provide("admin", ADMIN_ACCOUNT);
    project.provide("stateDir", app.stateDir);
  } catch (error) {
    await app.stop();
    throw error;
  }
  return app.stop;
}
