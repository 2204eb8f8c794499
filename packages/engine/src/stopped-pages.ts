/**
 * `@pdftab/engine/stopped-pages`: the reports of pages a supervisor stopped or
 * did not read (the CLI's and the server's watchdogs, which run where MuPDF is
 * not loaded), so both word and code them alike (docs/api.md, page errors);
 * and `onceADocument`, which keeps once the document warnings every run gives.
 */
import { secondsInWords, secondsText } from "./seconds-words.js";
import type { PageReport } from "./types.js";

export { onceADocument } from "./document-warnings.js";

// The supervisors' own timeout errors word their budgets as these reports do.
export { secondsInWords, secondsText };

/**
 * After this many pages in a row had to be stopped from outside (their thread
 * terminated past the page budget), the rest of the document is not read and
 * each page is reported skipped (`page_skipped`): a file whose every page
 * hangs would otherwise cost a budget and a fresh thread per page
 * (docs/reliability.md).
 */
export const MAX_STOPS_IN_A_ROW = 3;

/** The report of a page whose thread was stopped after it ran `elapsedMs` past its `budgetMs` inside the PDF library. */
export function stoppedPageReport(page: number, budgetMs: number, elapsedMs: number): PageReport {
  return {
    page,
    status: "timeout",
    error: {
      code: "page_timeout",
      message: `Page ${page} ran past its ${secondsText(budgetMs)} second budget inside the PDF library and was stopped after ${secondsInWords(elapsedMs)}.`,
    },
    tableCount: 0,
    elapsedMs: Math.round(elapsedMs),
  };
}

/** The report of a page not read because the `stops` pages before it each had to be stopped (MAX_STOPS_IN_A_ROW). */
export function skippedPageReport(page: number, stops: number): PageReport {
  return {
    page,
    status: "timeout",
    error: {
      code: "page_skipped",
      message: `Page ${page} was not read: the ${stops} pages before it each ran past their budget and were stopped, so the rest of the document was given up.`,
    },
    tableCount: 0,
    elapsedMs: 0,
  };
}

/**
 * The report of a page not read because the document's run budget of
 * `budgetMs` ran out first; `setting` names where that budget is set
 * (the CLI's "--timeout"), when the reader can change it.
 */
export function unreadPageReport(page: number, budgetMs: number, setting?: string): PageReport {
  const where = setting ? ` (${setting})` : "";
  return {
    page,
    status: "timeout",
    error: {
      code: "extraction_timeout",
      message: `Page ${page} was not read: the document ran past its ${secondsText(budgetMs)} second budget${where}.`,
    },
    tableCount: 0,
    elapsedMs: 0,
  };
}
