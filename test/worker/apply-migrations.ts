import { applyD1Migrations, env } from "cloudflare:test";

/*
 * One workerd runs many test files in a row (vitest.config.ts: isolate off), so each file starts here
 * from empty tables and an empty image bucket, as it would with storage of its own. sqlite_sequence is
 * kept: ids go on growing across files, so an answer cached by an earlier file (keyed by its hosts'
 * ids and versions) never matches a later file's hosts.
 */
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { results } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
).all<{ name: string }>();
await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = ON"), ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`))]);
const { objects } = await env.IMAGES.list();
if (objects.length > 0) await env.IMAGES.delete(objects.map((object) => object.key));
