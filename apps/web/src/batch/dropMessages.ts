import type { FileRejection } from "react-dropzone";
import { formatBytes } from "../components/formatBytes";

/** A non-PDF dropped on a batch picker (docs/product.md, Error messages users see). */
export const NOT_PDF_MESSAGE = "Only PDF files are supported for batch processing";

/**
 * A non-PDF dropped on a picker that takes one PDF at a time (the dashboard on a plan without
 * batches): Home's words for the same refusal (docs/product.md, Error messages users see), since
 * nothing there is a batch.
 */
export const SINGLE_NOT_PDF_MESSAGE = "Please upload a valid PDF file";

/** Submit with nothing selected (docs/product.md, Error messages users see). */
export const SELECT_FILES_MESSAGE = "Please select files to process";

/** Names of left-out files listed in full; past it, "and N more". */
const NAMES_SHOWN = 5;

/**
 * More PDFs than the plan's batch size (docs/product.md, Error messages users see; the plan's
 * real number), then which files were not added, so the user knows what to pick again in
 * another batch: "Maximum 2 files allowed per batch. 2 files were not added: c.pdf and d.pdf."
 */
export function tooManyMessage(max: number, leftOut: readonly { name: string }[] = []): string {
  const base = `Maximum ${max} files allowed per batch`;
  if (leftOut.length === 0) return base;
  if (leftOut.length === 1) return `${base}. ${leftOut[0]!.name} was not added.`;
  const names = leftOut.slice(0, NAMES_SHOWN).map((f) => f.name);
  const more = leftOut.length - names.length;
  const list =
    more > 0 ? `${names.join(", ")} and ${more} more` : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${base}. ${leftOut.length} files were not added: ${list}.`;
}

/**
 * Several PDFs dropped at once on a plan without batches (docs/product.md; no
 * "unlimited usage" promise: nothing is ever called unlimited).
 */
export const proRequiredMessage = (planName: string) =>
  `Multiple file upload requires a Pro subscription. The ${planName} plan allows 1 PDF at a time.`;

/** PDFs dropped again that are already in the list: each is sent once. */
export function alreadyChosenMessage(files: readonly File[]): string | null {
  if (files.length === 0) return null;
  return files.length === 1
    ? `${files[0]!.name} is already in the list.`
    : `${files.length} of the files are already in the list.`;
}

/**
 * Several problems of one drop as one text: each ends as a sentence, so the spec's messages
 * (which have no full stop) do not run into the next ("...batch processing huge.pdf is..."). One
 * problem is shown as it is; null when there is none.
 */
export function joinProblems(problems: readonly (string | null | undefined)[]): string | null {
  const shown = problems.filter((problem): problem is string => Boolean(problem));
  if (shown.length <= 1) return shown[0] ?? null;
  return shown.map((problem) => (/[.!?]$/.test(problem) ? problem : `${problem}.`)).join(" ");
}

/** What was wrong with the files a picker refused, or null when it refused none. */
export function rejectionMessage(
  rejected: readonly FileRejection[],
  maxBytes: number | undefined,
  planName: string | undefined,
  notPdfMessage = NOT_PDF_MESSAGE,
): string | null {
  const codes = (rejection: FileRejection) => rejection.errors.map((e) => e.code);
  const problems: string[] = [];
  if (rejected.some((r) => codes(r).includes("file-invalid-type"))) problems.push(notPdfMessage);
  const large = rejected.filter((r) => !codes(r).includes("file-invalid-type") && codes(r).includes("file-too-large"));
  if (large.length > 0) {
    const limit =
      maxBytes === undefined
        ? "the size limit"
        : `the ${formatBytes(maxBytes)} per file${planName ? ` your ${planName} plan allows` : " limit"}`;
    const what = large.length === 1 ? `${large[0]!.file.name} is` : `${large.length} files are`;
    problems.push(`${what} larger than ${limit}.`);
  }
  return joinProblems(problems);
}
