/*
 * Stand-in for core-js-pure's `instance/trim` (see define-property.ts): Babel compiles `text.trim()` to
 * `trim(text).call(text)`, so this answers the method to call, the runtime's own.
 */
export default function trimOf(value: string): () => string {
  return value.trim;
}
