import type { FastifyInstance } from "fastify";
import * as mupdf from "mupdf";
import { multipart, type FormFields } from "./multipart.js";
import { bearer } from "./test-app.js";

/** POSTs a file (and fields) as multipart to an upload route. */
export function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  file: { name: string; data: Buffer | Uint8Array } | undefined,
  fields: FormFields = {},
) {
  const body = multipart(file, fields);
  return app.inject({ method: "POST", url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** The same PDF, encrypted with a user password (MuPDF save options). */
export function encryptPdf(pdf: Uint8Array, password: string): Buffer {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf").asPDF()!;
  try {
    return Buffer.from(
      doc.saveToBuffer(`encrypt=aes-256,user-password=${password},owner-password=${password}-owner`).asUint8Array(),
    );
  } finally {
    doc.destroy();
  }
}

/**
 * A PDF whose pages are drawn from raw content streams with Helvetica as /F1
 * (no corpus needed): e.g. a page of shapes only, or a ruled table of text.
 */
export function pdfOfPages(contents: string[]): Buffer {
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    for (const content of contents)
      doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, doc.addObject({ Font: { F1: font } }), content));
    return Buffer.from(doc.saveToBuffer("").asUint8Array());
  } finally {
    doc.destroy();
  }
}
