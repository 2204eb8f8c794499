/** The accuracy scorer: cell adjacency relations, table pairing, detection counts. */
export { normalizeText, normalizeGrid, gridsEqual, type Grid } from "./normalize.js";
export { tableToGrid } from "./grid.js";
export { adjacencyRelations, scoreRelations, type RelationScore, type RelationDirection } from "./relations.js";
export { bestPairing, type Pair } from "./pairing.js";
export {
  scoreDocument,
  scoredPages,
  type DocumentScore,
  type ExtractedGrid,
  type PageDetection,
  type TableScore,
} from "./document.js";
export { summarize, detectionSummary, type Summary, type ScoredFile, type DetectionSummary } from "./summary.js";
