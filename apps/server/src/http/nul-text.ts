/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL character in what a client sends would
 * fail in the database as a 500. Request text is checked for it on the way in (JSON bodies,
 * upload form fields, the history search) and refused with `errors.nulInText(path)`.
 * Passwords are exempt: they are hashed or used, never stored as text, and an account whose
 * password holds a NUL must still be able to sign in.
 */
export const NUL = "\u0000";

/** Fields that may hold any character (top-level JSON keys, upload form fields). */
export const NUL_ALLOWED = new Set(["password"]);

/** True when a form field's text holds a NUL character the database could not store. */
export function fieldHasNul(name: string, value: string): boolean {
  return !NUL_ALLOWED.has(name) && value.includes(NUL);
}

/**
 * JSON path of the first string in `value` (a value or an object key) holding a NUL character,
 * `""` for the value itself; undefined when there is none. The top-level keys in NUL_ALLOWED are
 * not looked into. Walks without recursion, so a body nested a million levels deep cannot
 * overflow the stack.
 */
export function nulPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === "string") {
      if (item.includes(NUL)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${path}[${i}]`]);
    } else if (item !== null && typeof item === "object") {
      const children: [unknown, string][] = [];
      for (const [key, child] of Object.entries(item)) {
        const keyPath = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
          ? `${path}${path ? "." : ""}${key}`
          : `${path}[${JSON.stringify(key)}]`;
        if (key.includes(NUL)) return keyPath;
        if (item === value && NUL_ALLOWED.has(key)) continue;
        children.push([child, keyPath]);
      }
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
    }
  }
  return undefined;
}
