import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ADMIN_ACCOUNT, logIn, registerAccount } from "./accounts";
import { CHROMIUM_PATH } from "./chromium";
import { startLocalApp } from "./local-app";

/* One app for the whole e2e run, with fresh state, so the first account registered here is the admin. */

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  console.log("Chromium is missing: installing it with apt-get (about a minute)...");
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status}).`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing.`);
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const app = await startLocalApp();
  try {
    await registerAccount(app.url, ADMIN_ACCOUNT);
    const { user } = await logIn(app.url, ADMIN_ACCOUNT);
    if (!user.is_admin) throw new Error("The first account of the fresh e2e state is not an admin.");
    project.provide("baseUrl", app.url);
    project.provide("admin", ADMIN_ACCOUNT);
  } catch (error) {
    await app.stop();
    throw error;
  }
  return app.stop;
}
