import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { ADMIN_ACCOUNT, logIn, registerAccount } from "./accounts";
import { CHROMIUM_ARGS, HEADLESS_SHELL } from "./chromium";
import { ensureDebianPackage } from "./debian-package";
import { startLocalApp } from "./local-app";

/*
 * One app for the whole e2e run, with fresh state, so the first account registered here is the admin;
 * and one Chromium, which every file connects to (a file's pages live in contexts of their own).
 */

export default async function setup(project: TestProject) {
  ensureDebianPackage(HEADLESS_SHELL.path, HEADLESS_SHELL.debianPackage);
  const [app, browser] = await Promise.all([startLocalApp(), chromium.launchServer({ executablePath: HEADLESS_SHELL.path, args: CHROMIUM_ARGS })]);
  const stop = async () => {
    await Promise.all([app.stop(), browser.close()]);
  };
  try {
    await registerAccount(app.url, ADMIN_ACCOUNT);
    const { user } = await logIn(app.url, ADMIN_ACCOUNT);
    if (!user.is_admin) throw new Error("The first account of the fresh e2e state is not an admin.");
    project.provide("baseUrl", app.url);
    project.provide("admin", ADMIN_ACCOUNT);
    project.provide("browserEndpoint", browser.wsEndpoint());
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
