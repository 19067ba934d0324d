/** Written by scripts/i18n-catalogues.mjs: each host catalogue's hashed address, by locale. */
declare module "virtual:host-catalogues" {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
