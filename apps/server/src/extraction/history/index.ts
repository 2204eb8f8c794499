export * from "./extraction-record.js";
export * from "./extractions-repository.js";
export * from "./list-history.js";
export * from "./summarize-tables.js";
export * from "./counted-extraction.js";
export * from "./interrupted-check.js";
