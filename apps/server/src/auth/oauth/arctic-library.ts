/** The OAuth client library's module. */
export type Arctic = typeof import("arctic");

let arctic: Promise<Arctic> | undefined;

/**
 * The OAuth client library, loaded with the first sign-in through Google or GitHub: a server
 * nobody signs in to that way, or not yet, need not hold it (docs/operations.md, Memory).
 */
export function loadArctic(): Promise<Arctic> {
  arctic ??= import("arctic");
  return arctic;
}
