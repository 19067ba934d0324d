// The booker catalogues (docs/LANGUAGES.md): one JSON file per namespace and locale under
// shared/i18n/messages/{catalogue}/, merged into one file per locale for the static assets
// (dist/i18n/{catalogue}.json), which the worker and the pages read at run time.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const MESSAGES_DIR = new URL("../shared/i18n/messages/", import.meta.url);

/** Every catalogue's messages, merged across its namespaces: { [catalogue]: { [key]: message } }. */
export function readCatalogues() {
  const catalogues = {};
  for (const catalogue of readdirSync(MESSAGES_DIR).sort()) {
    const dir = new URL(`${catalogue}/`, MESSAGES_DIR);
    const messages = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".json")).sort()) {
      Object.assign(messages, JSON.parse(readFileSync(join(dir.pathname, file), "utf8")));
    }
    catalogues[catalogue] = messages;
  }
  return catalogues;
}

/** Vite plugin: emits dist/i18n/{catalogue}.json, and rebuilds when a catalogue changes. */
export function i18nCatalogues() {
  return {
    name: "hangout-i18n-catalogues",
    buildStart() {
      this.addWatchFile(MESSAGES_DIR.pathname);
    },
    generateBundle() {
      for (const [catalogue, messages] of Object.entries(readCatalogues())) {
        this.emitFile({ type: "asset", fileName: `i18n/${catalogue}.json`, source: JSON.stringify(messages) });
      }
    },
  };
}
