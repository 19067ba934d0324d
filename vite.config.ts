import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type UserConfig } from "vite";
import { i18nCatalogues } from "./scripts/i18n-catalogues.mjs";

const shared: UserConfig = {
  root: "web",
  plugins: [react()],
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
};

/*
 * Two builds into dist/, which wrangler serves as static assets (`npm run build` runs both):
 * - the host SPA (web/index.html), every screen a lazy chunk;
 * - `--mode public`: the visitor pages (/book, /cancel, /u) from web/public.html as ONE script and
 *   ONE stylesheet, sharing no chunk with the host app, so a visitor loads HTML, JS, CSS and nothing
 *   else before slots show (docs/DECISIONS.md, Performance budgets). It runs second and leaves the SPA's files in place;
 * - `--mode embed`: /embed.js, the script other sites include to show booking pages (one IIFE, no framework).
 */
/** The builds after the SPA's add to dist/ and leave its files in place (it already copied web/public/). */
const addToDist = { publicDir: false, build: { outDir: "../dist", emptyOutDir: false, sourcemap: false } } as const;

export default defineConfig(({ mode }): UserConfig => {
  if (mode === "embed") {
    return {
      ...shared,
      ...addToDist,
      build: {
        ...addToDist.build,
        lib: { entry: fileURLToPath(new URL("web/src/embed/embed.ts", import.meta.url)), formats: ["iife"], name: "HangoutEmbed", fileName: () => "embed.js" },
      },
    };
  }
  if (mode !== "public") {
    // The booker catalogues ride along with the SPA's build (docs/LANGUAGES.md).
    return { ...shared, plugins: [...(shared.plugins ?? []), i18nCatalogues()], build: { outDir: "../dist", emptyOutDir: true, sourcemap: false } };
  }
  return {
    ...shared,
    ...addToDist,
    build: {
      ...addToDist.build,
      modulePreload: false,
      rolldownOptions: {
        input: fileURLToPath(new URL("web/public.html", import.meta.url)),
        output: { codeSplitting: false },
      },
    },
  };
});
