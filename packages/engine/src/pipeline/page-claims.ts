/**
 * A `claimPage` (ExtractOptions) for runs of one document in several threads that share `cursor`: an Int32Array of
 * one element on a SharedArrayBuffer, starting at 0. Each page goes to the first run that asks for it. Runs ask in
 * page order (the engine reads pages in ascending order, `selectPages`), so the cursor need only hold the last page
 * claimed: a page at or before it belongs to another run. A run resumed at the pages still to read asks the same way.
 */
export function claimInPageOrder(cursor: Int32Array): (page: number) => boolean {
  return (page) => {
    for (;;) {
      const last = Atomics.load(cursor, 0);
      if (page <= last) return false;
      if (Atomics.compareExchange(cursor, 0, last, page) === last) return true;
    }
  };
}
