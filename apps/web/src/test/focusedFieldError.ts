import { expect } from "vitest";

/**
 * Asserts that the keyboard focus is on `field`, that it is marked invalid, and that what it is
 * described by (what a screen reader reads with it) says `message`.
 */
export function expectFocusedWithError(field: HTMLElement, message: string | RegExp): void {
  expect(document.activeElement).toBe(field);
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const described = (field.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent : ""))
    .join(" ");
  expect(described).toMatch(message);
}
