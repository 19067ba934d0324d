import type { Plugin } from "vite";

/** Every catalogue's messages, merged across its namespaces. */
export function readCatalogues(): Record<string, Record<string, string>>;

/** Emits dist/i18n/{catalogue}.json in the SPA's build. */
export function i18nCatalogues(): Plugin;
