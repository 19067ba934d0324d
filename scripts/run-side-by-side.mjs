// Runs the given commands at once and fails if any fails: `npm run check`'s three type checks and the
// lint share nothing, and one after another they left one of the two cores idle (89 s → about 55 s).
// Each command's output is held and printed whole when it ends, so the logs do not interleave.
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: node scripts/run-side-by-side.mjs '<command>' ['<command>' ...]");
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code) => {
          const text = Buffer.concat(output).toString();
          if (text.trim()) process.stdout.write(`> ${command}\n${text}`);
          resolve({ command, code: code ?? 1 });
        });
      }),
  ),
);

const failed = results.filter((result) => result.code !== 0);
for (const { command, code } of failed) console.error(`failed (exit ${code}): ${command}`);
process.exit(failed.length === 0 ? 0 : 1);
