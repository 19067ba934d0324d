// The catalogues (docs/LANGUAGES.md), one JSON file per namespace and locale:
// - the booker's, under shared/i18n/messages/{catalogue}/, merged into one file per locale for the
//   static assets (dist/i18n/{catalogue}.json), which the worker and the visitor pages read at run time;
// - the host app's, under web/src/i18n/messages/{catalogue}/, merged likewise into
//   dist/assets/host-i18n.{catalogue}.{hash}.json (hashed, so cached for good), plus the pseudo-locale's.
//   The SPA learns their names from the module `virtual:host-catalogues`.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pseudoMessages } from "../worker/i18n/pseudo-locale.ts";

const MESSAGES_DIR = new URL("../shared/i18n/messages/", import.meta.url);
const HOST_MESSAGES_DIR = new URL("../web/src/i18n/messages/", import.meta.url);
const PSEUDO_LOCALE = "en-XA";
const HOST_CATALOGUES_MODULE = "virtual:host-catalogues";

/** Every catalogue's messages in `root`, merged across its namespaces: { [catalogue]: { [key]: message } }. */
function readCataloguesIn(root) {
  const catalogues = {};
  for (const catalogue of readdirSync(root).sort()) {
    const dir = new URL(`${catalogue}/`, root);
    const messages = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".json")).sort()) {
      Object.assign(messages, JSON.parse(readFileSync(join(dir.pathname, file), "utf8")));
    }
    catalogues[catalogue] = messages;
  }
  return catalogues;
}

/** The booker catalogues. */
export const readCatalogues = () => readCataloguesIn(MESSAGES_DIR);

/** The host app's catalogues. */
export const readHostCatalogues = () => readCataloguesIn(HOST_MESSAGES_DIR);

/** The host catalogues as files: { [locale]: { fileName, source } }, the pseudo-locale's included. */
function hostCatalogueFiles() {
  const catalogues = readHostCatalogues();
  const all = { ...catalogues, [PSEUDO_LOCALE]: pseudoMessages(catalogues.en ?? {}) };
  return Object.fromEntries(
    Object.entries(all).map(([locale, messages]) => {
      const source = JSON.stringify(messages);
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      return [locale, { fileName: `assets/host-i18n.${locale}.${hash}.json`, source }];
    }),
  );
}

/** Vite plugin: emits the catalogues' assets, names the host ones to the SPA, and rebuilds when a catalogue changes. */
export function i18nCatalogues() {
  let hostFiles = {};
  return {
    name: "hangout-i18n-catalogues",
    buildStart() {
      this.addWatchFile(MESSAGES_DIR.pathname);
      this.addWatchFile(HOST_MESSAGES_DIR.pathname);
      hostFiles = hostCatalogueFiles();
    },
    resolveId(id) {
      return id === HOST_CATALOGUES_MODULE ? `\0${HOST_CATALOGUES_MODULE}` : null;
    },
    load(id) {
      if (id !== `\0${HOST_CATALOGUES_MODULE}`) return null;
      const urls = Object.fromEntries(Object.entries(hostFiles).map(([locale, { fileName }]) => [locale, `/${fileName}`]));
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      for (const [catalogue, messages] of Object.entries(readCatalogues())) {
        this.emitFile({ type: "asset", fileName: `i18n/${catalogue}.json`, source: JSON.stringify(messages) });
      }
      for (const { fileName, source } of Object.values(hostFiles)) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
