/** How the page names the OpenAPI tags: as words a reader would use. */
const LABELS: Record<string, string> = {
  auth: "Accounts and sign-in",
  "public api": "Public API",
  "api-keys": "API keys",
  extraction: "Extractions",
  batch: "Batches",
  billing: "Billing",
  plans: "Plans",
  usage: "Usage",
  meta: "Service status",
};

/** "public api" -> "Public API"; unknown tags get their first letter capitalised and API/PDF in capitals. */
export function tagLabel(tag: string): string {
  const known = LABELS[tag];
  if (known) return known;
  const words = tag.replace(/[-_]+/g, " ").replace(/\b(api|pdf|csv|json)\b/gi, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The id of a tag's section, for the table of contents. */
export const tagAnchor = (tag: string) => `endpoints-${tag.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
