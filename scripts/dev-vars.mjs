// .dev.vars for `npm start`: lines an operator added (GOOGLE_CLIENT_ID=…, MAIL_*=…) are kept as they
// are; only the secrets the worker cannot run without are filled in when missing. A new file also turns
// on the dev mailbox.

const HEADER = "# Local development only (created by npm start). Never commit.\n";

/** The file's text with what is missing added, and the names added; `secret()` makes one fresh secret. */
export function completeDevVars(existing, secret) {
  const text = existing ?? HEADER;
  const present = new Set([...text.matchAll(/^\s*([A-Z0-9_]+)\s*=/gm)].map((match) => match[1]));
  const wanted = [["JWT_SECRET", secret], ["TFA_ENCRYPTION_KEY", secret], ...(existing === null ? [["DEV_MAILBOX", () => "1"]] : [])];
  const missing = wanted.filter(([name]) => !present.has(name));
  if (missing.length === 0) return { text, added: [] };
  const separator = text === "" || text.endsWith("\n") ? "" : "\n";
  return { text: text + separator + missing.map(([name, value]) => `${name}=${value()}\n`).join(""), added: missing.map(([name]) => name) };
}
