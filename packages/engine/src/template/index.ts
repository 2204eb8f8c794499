export type { AreaPageRule, TemplateArea, TableTemplate } from "./types.js";
export { parseTemplate } from "./parse-template.js";
export { parseAreasJson, parseColumnsJson } from "./parse-areas.js";
export { checkAreas, boxOnPage, PAGE_SLACK, type AreaProblem, type PageSize } from "./check-areas.js";
export { locateAnchor } from "./locate-anchor.js";
