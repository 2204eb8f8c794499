/**
 * A new array of `length` copies of `value`: what `new Array(length).fill(value)`
 * holds, but filled by pushes so V8 keeps it a packed array. `new Array(n)`
 * makes a holey array and `fill` leaves it holey, while `map`, `Array.from`,
 * literals and pushes make packed ones; table rows and row cells made both
 * ways reached the same functions (lattice rows one way, stream rows the
 * other), which V8 then compiled for two array shapes, or threw their
 * optimised code away and compiled again when the second one came late
 * (bench/README.md, issue #17).
 */
export function filledArray<T>(length: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < length; i++) out.push(value);
  return out;
}
