import { afterEach } from "vitest";

/**
 * For a test file that makes MuPDF.js objects: `keep(o)` returns `o` and
 * destroys it after the test, the last made first (MuPDF's references are
 * dropped at once instead of whenever V8 collects the wrappers).
 */
export function destroyAfterEach(): <T extends { destroy(): void }>(object: T) => T {
  const made: { destroy(): void }[] = [];
  afterEach(() => {
    for (const o of made.splice(0).reverse()) o.destroy();
  });
  return (object) => {
    made.push(object);
    return object;
  };
}
