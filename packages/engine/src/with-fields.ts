/**
 * `{ ...base, ...fields }`, as one new object with the same keys in the same
 * order, but of one object shape from call to call. Node 20's V8 gives an
 * object spread that adds keys the spread object does not have (`{ ...input,
 * exclude }` where `input` has no `exclude`) a new hidden class on every call,
 * so each function that reads such objects sees a shape it has not seen:
 * its property reads go megamorphic and miss V8's lookup cache, and its
 * optimised code is thrown away and compiled again (bench/README.md, issue
 * #17: the stream detector's input and the line builder's rules reached 60-100
 * shapes in 4 extractions). `Object.assign` onto a fresh literal follows V8's
 * shared shape transitions instead. A spread that only overwrites keys the
 * object already has keeps one shape from call to call, but once warm it is a
 * shape of that spread's own, not the one literals of the same keys share
 * (`cellOf` in cell.ts).
 */
export function withFields<T extends object, U extends object>(base: T, fields: U): Omit<T, keyof U> & U {
  return Object.assign({}, base, fields);
}
