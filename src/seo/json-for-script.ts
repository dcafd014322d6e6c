/**
 * JSON to put inside a <script> data block (JSON-LD): `<`, `>` and `&` are escaped so that no content can close the
 * script early, and the two line separators JavaScript once refused.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
