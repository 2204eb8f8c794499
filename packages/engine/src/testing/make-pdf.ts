import * as mupdf from "mupdf";

/**
 * Builds a small PDF from raw page content streams (PDF operators), with
 * Helvetica as /F1 (and Helvetica-Bold as /F2, ZapfDingbats as /F3: the standard font by name, not embedded, its
 * built-in encoding; Courier as /F4). Used by tests to make exactly the page a case needs.
 */
export function makePdf(
  pages: { content: string; width?: number; height?: number; rotate?: 0 | 90 | 180 | 270 }[],
  saveOptions = "",
): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    let bold: mupdf.PDFObject | undefined;
    let dingbats: mupdf.PDFObject | undefined;
    let courier: mupdf.PDFObject | undefined;
    for (const p of pages) {
      // Helvetica-Bold as /F2 only on pages that use it, so every other test's PDF stays as it was
      const fonts: Record<string, mupdf.PDFObject> = { F1: font };
      if (p.content.includes("/F2 ")) fonts.F2 = bold ??= doc.addSimpleFont(new mupdf.Font("Helvetica-Bold"));
      if (p.content.includes("/F3 ")) fonts.F3 = dingbats ??= standardFont(doc, "ZapfDingbats");
      if (p.content.includes("/F4 ")) fonts.F4 = courier ??= doc.addSimpleFont(new mupdf.Font("Courier"));
      const resources = doc.addObject({ Font: fonts });
      const page = doc.addPage(
        [0, 0, p.width ?? 612, p.height ?? 792],
        (p.rotate ?? 0) as mupdf.Rotate,
        resources,
        p.content,
      );
      doc.insertPage(-1, page);
    }
    const buffer = doc.saveToBuffer(saveOptions);
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    doc.destroy();
  }
}

/** A standard Type 1 font referred to by name only (no font file, no /Encoding, no ToUnicode), as writers leave them. */
function standardFont(doc: mupdf.PDFDocument, name: string): mupdf.PDFObject {
  const font = doc.newDictionary();
  font.put("Type", doc.newName("Font"));
  font.put("Subtype", doc.newName("Type1"));
  font.put("BaseFont", doc.newName(name));
  return doc.addObject(font);
}

/** Re-saves a PDF with MuPDF save options (e.g. encryption). */
export function resavePdf(bytes: Uint8Array, saveOptions: string): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const buffer = doc.saveToBuffer(saveOptions);
    const out = buffer.asUint8Array().slice();
    buffer.destroy();
    return out;
  } finally {
    doc.destroy();
  }
}

/** Sets /Rotate on every page of a PDF. */
export function rotatePdf(bytes: Uint8Array, degrees: number): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    for (let i = 0; i < doc.countPages(); i++) doc.findPage(i).put("Rotate", degrees);
    const buffer = doc.saveToBuffer("");
    const out = buffer.asUint8Array().slice();
    buffer.destroy();
    return out;
  } finally {
    doc.destroy();
  }
}

/**
 * A one-page PDF written byte by byte around an already encoded content
 * stream, so a test can hand MuPDF a stream that is damaged (e.g. deflate data
 * cut short) while the rest of the file is sound.
 */
export function makePdfWithRawContent(stream: Uint8Array, filter = "/FlateDecode"): Uint8Array {
  const enc = new TextEncoder();
  const objects: (string | null)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  const parts: Uint8Array[] = [enc.encode("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const piece =
      body === null
        ? concat([
            enc.encode(`${i + 1} 0 obj\n<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`),
            stream,
            enc.encode("\nendstream\nendobj\n"),
          ])
        : enc.encode(`${i + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(piece);
    length += piece.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(
    enc.encode(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
