/** .dev.vars with the missing secrets added (scripts/dev-vars.mjs); `existing` null: no file yet. */
export function completeDevVars(existing: string | null, secret: () => string): { text: string; added: string[] };
