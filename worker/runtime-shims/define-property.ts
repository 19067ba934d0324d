/*
 * Stand-ins for the two Babel runtime helpers mimetext's browser build imports (wrangler.toml
 * [alias]). The originals come from @babel/runtime-corejs3, which drags in core-js-pure polyfills
 * (~10 KB gzipped of the worker bundle) for what workerd has natively. Same contract as Babel's
 * helper: define an own, enumerable, writable property and return the object.
 */
export default function defineProperty<T extends object>(target: T, key: PropertyKey, value: unknown): T {
  return Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}
