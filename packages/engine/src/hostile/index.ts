/**
 * `@pdftab/engine/hostile`: generators of small PDFs that cost a reader far
 * more than their size, for tests, the fuzz harness and anyone checking that
 * their deployment stops them. Not part of extraction itself.
 */
export {
  deepNestingPdf,
  fanOutPdf,
  flateBombPdf,
  hugePageTreePdf,
  mixedPdf,
  rawPdf,
  tablePageContent,
  zeroFlateBomb,
  type RawObject,
} from "./hostile-pdf.js";
