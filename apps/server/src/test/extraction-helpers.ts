import type { FastifyInstance } from "fastify";
import * as mupdf from "mupdf";
import { multipart } from "./multipart.js";
import { bearer } from "./test-app.js";

/** POSTs a file (and fields) as multipart to an upload route. */
export function upload(app: FastifyInstance, url: string, token: string, file: { name: string; data: Buffer | Uint8Array } | undefined, fields: Record<string, string> = {}) {
  const body = multipart(file, fields);
  return app.inject({ method: "POST", url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** The same PDF, encrypted with a user password (MuPDF save options). */
export function encryptPdf(pdf: Uint8Array, password: string): Buffer {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf").asPDF()!;
  try {
    return Buffer.from(doc.saveToBuffer(`encrypt=aes-256,user-password=${password},owner-password=${password}-owner`).asUint8Array());
  } finally {
    doc.destroy();
  }
}
