import { EngineError } from "./errors.js";
import { parsePageRanges, rangesText, selectPages, type PageRange } from "./page-selection.js";

/** Where a page selection came from: the request (the user's own words) or the template's `pages`. */
export type PagesSource = "request" | "template";

/** The warning code of a template whose pages run past the document's end (docs/api.md, "Warnings"). */
export const TEMPLATE_PAGES_PAST_END = "template_pages_past_end";

/**
 * The last sentence of the refusal of a template none of whose pages the document has: what to do about it, in the
 * words of the server's request. A client with other words for giving the pages (the CLI's `--pages`) puts its own
 * in place of this one, found by the error's code (page_out_of_range).
 */
export const TEMPLATE_PAGES_REMEDY = "Give the pages to read with the request, or change the template's pages.";

/** The pages an extraction reads, and what to tell the reader about the pages it does not. */
export interface PagesToRead {
  /** 1-based, sorted, de-duplicated; never empty. */
  pages: number[];
  /**
   * The template named pages the document does not have: the warning to give
   * on the first page read (`{page, ...pastEnd}`); null when every page exists.
   */
  pastEnd: { code: typeof TEMPLATE_PAGES_PAST_END; message: string } | null;
}

/**
 * The pages to read in a document of `pageCount` pages. A selection from the
 * request that names a missing page is refused (page_out_of_range, as
 * `selectPages`): the user asked for it. A template's selection is made once
 * for documents of varying length (a 30-page statement's "20-30" applied to a
 * 24-page one), so its pages that exist are read and the rest reported in
 * `pastEnd`, as a template's areas are never refused for the document's
 * length (docs/api.md, "Templates and how fields combine"); only a template
 * none of whose pages exist is refused. The engine and the server's
 * re-extraction planner both decide with this one function.
 */
export function pagesToRead(spec: string | null, pageCount: number, source: PagesSource): PagesToRead {
  if (source === "request" || spec === null) return { pages: selectPages(spec, pageCount), pastEnd: null };
  const ranges = parsePageRanges(spec);
  const within = ranges.flatMap((r) => inside(r, pageCount));
  const pages = within.length > 0 ? selectPages(rangesText(within), pageCount) : [];
  if (pages.length === 0) {
    throw new EngineError(
      "page_out_of_range",
      `The template reads pages ${spec}, past the end of this document, which has ${pageCount} page(s). ` +
        TEMPLATE_PAGES_REMEDY,
    );
  }
  const skipped = merged(ranges.flatMap((r) => past(r, pageCount)));
  if (skipped.length === 0) return { pages, pastEnd: null };
  const one = skipped.length === 1 && skipped[0]!.from === skipped[0]!.to;
  return {
    pages,
    pastEnd: {
      code: TEMPLATE_PAGES_PAST_END,
      message:
        `The template reads pages ${spec}; this document has ${pageCount} page(s), ` +
        `so ${one ? "page" : "pages"} ${skippedText(skipped)} ${one ? "was" : "were"} not read.`,
    },
  };
}

/** The part of a range within the document's pages (none when it starts past the end). */
function inside({ from, to }: PageRange, pageCount: number): PageRange[] {
  return from > pageCount ? [] : [{ from, to: Math.min(to, pageCount) }];
}

/** The part of a range past the document's last page (an open range "9-" names nothing past it unless it starts there). */
function past({ from, to }: PageRange, pageCount: number): PageRange[] {
  if (to === Infinity) return from > pageCount ? [{ from, to }] : [];
  return to > pageCount ? [{ from: Math.max(from, pageCount + 1), to }] : [];
}

/** Ranges sorted and joined where they overlap or touch, so "25-28,27-30" reads "25-30". */
function merged(ranges: PageRange[]): PageRange[] {
  const out: PageRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && r.from <= last.to + 1) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

/** The skipped ranges in words: "25-30", an open one as "30 onwards". */
function skippedText(ranges: PageRange[]): string {
  return ranges.map((r) => (r.to === Infinity ? `${r.from} onwards` : rangesText([r]))).join(",");
}
