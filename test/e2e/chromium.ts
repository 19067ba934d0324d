/**
 * Debian's old headless shell (apt package `chromium-headless-shell`): Chromium's engine without the
 * desktop browser around it, what the browser tests drive through playwright-core. Their layer is bound
 * by Chromium's CPU, and the shell does the same pages with about a sixth less of it (docs/DECISIONS.md, Tests).
 */
export const HEADLESS_SHELL = { path: "/usr/bin/chromium-headless-shell", debianPackage: "chromium-headless-shell" };

/** Debian's Chromium (apt package `chromium`): the browser `npm run bench` measures pages in, as a visitor's would run them. */
export const CHROMIUM = { path: "/usr/bin/chromium", debianPackage: "chromium" };

/** Flags that keep a headless Chromium quiet and offline on a CI machine (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
