import { startLocalApp } from "../test/e2e/local-app";
import { measureBookingPagePaint } from "./booking-page-paint";
import { benchConnection, seedBookingPage } from "./seed";
const app = await startLocalApp();
try {
  const { slug } = await seedBookingPage(benchConnection(app.url));
  console.log("SLUG", app.url, slug);
  for (const lang of (process.env.L ?? "en,ja").split(",")) for (const scripts of [true, false]) {
    const p = await measureBookingPagePaint(app.url, slug, scripts, lang);
    console.log("PAINT", lang, scripts, JSON.stringify(p));
  }
} finally { await app.stop(); }
