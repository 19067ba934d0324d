import { defineConfig } from "vitest/config";

/*
 * The tests `npm run mutate` runs against each mutant: the plain-Node ones that reach worker/domain
 * and the booking guard (StrykerJS's vitest runner cannot run inside workerd's pool).
 */
export default defineConfig({
  test: {
    include: ["test/domain/**/*.test.ts", "test/guard/**/*.test.ts"],
    environment: "node",
    // Read by the timing budgets, which instrumented code cannot meet.
    env: { HANGOUT_MUTATION_RUN: "1" },
  },
});
