export { openDocument, looksLikePdf, type OpenedDocument } from "./open-document.js";
export { readPage } from "./read-page.js";
export { buildRulings, DEFAULT_RULING_TOLERANCES, type RulingTolerances } from "./rulings.js";
