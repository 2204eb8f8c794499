export * from "./usage-aggregates.js";
export * from "./usage-history.js";
