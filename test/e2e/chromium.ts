/** Debian's Chromium (apt package `chromium`): the browser the e2e tests drive through playwright-core. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

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
