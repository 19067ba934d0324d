/** The constraint kinds SQLite names in its error text ("UNIQUE constraint failed: …"). */
export type ConstraintKind = "UNIQUE" | "FOREIGN KEY";

/**
 * Whether a failed D1 write broke a constraint of this kind (on `column`, when given). drizzle wraps
 * a statement's error in a DrizzleQueryError whose message is the query, keeping D1's error as
 * `cause`, while batch errors arrive unwrapped: so every error in the cause chain is read.
 */
export function violatesConstraint(error: unknown, kind: ConstraintKind, column?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const message = current.message;
    if (message.includes(`${kind} constraint failed`) && (!column || message.includes(column))) return true;
  }
  return false;
}
