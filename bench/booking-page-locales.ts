import { CATALOGUES } from "../shared/i18n/locales";
import { measureBookingPagePaint } from "./booking-page-paint";
import { measureBookingPage } from "./page-weight";

/*
 * The booking page's budgets in the booker's languages (docs/LANGUAGES.md): only the booker's locale ships,
 * inlined in the page, so every locale keeps the same JS, request and first-time budgets: a row per
 * catalogue. BENCH_LOCALES=en,ar measures fewer while working on the page.
 */
export const BENCH_LOCALES = process.env.BENCH_LOCALES?.split(",") ?? [...CATALOGUES];

export interface BudgetRow {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

/** The weight and first-time rows of /book/{slug} in each of `locales`, as `npm run bench` prints them. */
export async function measureBookingPageLocales(base: string, slug: string, locales: readonly string[] = BENCH_LOCALES): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  const add = (figure: string, value: string, budget: string, ok: boolean) => rows.push({ figure, value, budget, ok });
  for (const lang of locales) {
    const page = await measureBookingPage(base, slug, lang);
    add(`booking page (${lang}) first-load JS (gzip)`, `${fmt(page.jsGzipKb, 1)} KB`, "≤ 100 KB", page.jsGzipKb <= 100);
    add(`booking page (${lang}) requests before slots show`, String(page.requestsBeforeSlots), "≤ 4", page.requestsBeforeSlots <= 4);
    add(`booking page (${lang}) HTML with its inlined messages (gzip)`, `${fmt(page.htmlGzipKb, 1)} KB`, "", true);
    for (const scripts of [true, false]) {
      const paint = await measureBookingPagePaint(base, slug, scripts, lang);
      const profile = `booking page (${lang}), Slow 4G + 4× CPU, ${scripts ? "scripts on" : "scripts off"}`;
      add(`${profile}: first bookable time visible (median of 5)`, `${fmt(paint.firstTimeMs, 0)} ms`, "≤ 1000 ms", paint.firstTimeMs <= 1000);
      if (scripts) add(`${profile}: interactive`, `${fmt(paint.interactiveMs, 0)} ms`, "", true);
      add(`${profile}: bytes before first time visible`, `${fmt(paint.bytesBeforeFirstTime / 1024, 1)} KB`, "", true);
      add(`${profile}: CLS`, fmt(paint.cls, 3), "< 0.02", paint.cls < 0.02);
    }
  }
  return rows;
}
