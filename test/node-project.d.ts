/*
 * The Node project type-checks the worker's sources too (the scenarios import its AppType). There the
 * global `crypto` is Node's and DOM's, which lack workerd's constant-time comparison the worker uses.
 */
interface SubtleCrypto {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}
