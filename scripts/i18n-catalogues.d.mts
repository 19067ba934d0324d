import type { Plugin } from "vite";

/** Every booker catalogue's messages, merged across its namespaces. */
export function readCatalogues(): Record<string, Record<string, string>>;

/** Every host app catalogue's messages, merged across its namespaces. */
export function readHostCatalogues(): Record<string, Record<string, string>>;

/** Emits the booker catalogues (dist/i18n/) and the host app's (hashed, dist/assets/) in the SPA's build, and the module naming the latter. */
export function i18nCatalogues(): Plugin;
