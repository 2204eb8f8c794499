/**
 * The project's accuracy and speed targets and the peers' figures (docs/product.md, Accuracy
 * and speed targets), printed beside pdftab's own figures.
 * Peers were measured end to end on the same corpus with the same kind of
 * scorer (mean adjacency F1); they are quoted, not re-measured here.
 */

/** Mean adjacency F1 targets. */
export const ACCURACY_TARGETS = {
  overall: 0.87,
  lattice: 0.8,
  stream: 0.8,
  /** The product's long-term goal. */
  product: 0.95,
} as const;

/** A peer tool's mean adjacency F1 on the corpus. */
export interface PeerFigure {
  tool: string;
  mode: string;
  f1: number;
}

/** Peer figures, measured once on the corpus and quoted (docs/product.md, Accuracy and speed targets). */
export const ACCURACY_PEERS: PeerFigure[] = [
  { tool: "Camelot 1.0.9", mode: "best of four, picked per file", f1: 0.84 },
  { tool: "Camelot 1.0.9", mode: "hybrid", f1: 0.81 },
  { tool: "Camelot 1.0.9", mode: "network", f1: 0.8 },
  { tool: "Camelot 1.0.9", mode: "stream", f1: 0.66 },
  { tool: "Camelot 1.0.9", mode: "lattice", f1: 0.35 },
  { tool: "Tabula 1.0.5", mode: "guess", f1: 0.59 },
  { tool: "Tabula 1.0.5", mode: "lattice", f1: 0.33 },
  { tool: "Tabula 1.0.5", mode: "stream", f1: 0.27 },
  { tool: "pdfplumber 0.10.4", mode: "default settings", f1: 0.39 },
];

/** Speed targets and peer figures (pages per second, seconds, megabytes). */
export const SPEED_TARGETS = {
  pagesPerSecond: 40,
  cliOnePageSeconds: 0.3,
  peakRssMb: 300,
  /** Warm engine in-process over the bare MuPDF.js pass on the same generated pages. */
  warmBareRatio: 1.5,
  /** Whole-process `pdftab extract` over a whole-process bare pass on the same generated pages. */
  cliBareRatio: 1.6,
  /** Peak RSS of the CLI on the big generated PDF minus its peak on 100 pages, in MB. */
  cliRssGrowthMb: 30,
  peers: [
    { tool: "tabula-java", pagesPerSecond: 12 },
    { tool: "Camelot hybrid", pagesPerSecond: 1.3 },
  ],
} as const;
