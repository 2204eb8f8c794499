import { formatBytes } from "../../components/formatBytes";

/** Message for anything that is not one PDF within the size limit. */
export const INVALID_PDF_MESSAGE = "Please upload a valid PDF file";

/** True for a file the browser or its name says is a PDF (the server reads the bytes anyway). */
export function looksLikePdf(file: File): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/** The one PDF of `files`, or the message telling the user why there is none. */
export function pickOnePdf(
  files: readonly File[],
  maxBytes: number,
  planName: string | undefined,
): { file: File } | { error: string } {
  const [file] = files;
  if (files.length !== 1 || !file || !looksLikePdf(file)) return { error: INVALID_PDF_MESSAGE };
  if (file.size > maxBytes) {
    return {
      error: `${INVALID_PDF_MESSAGE}: this one is larger than the ${formatBytes(maxBytes)}${planName ? ` your ${planName} plan allows` : " limit"}.`,
    };
  }
  return { file };
}
