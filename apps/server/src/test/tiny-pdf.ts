import * as mupdf from "mupdf";

/** PDF operators for a ruled 3x3 table at the top of a letter page. */
function ruledTable(): string {
  const rows = [
    ["Item", "Qty", "Price"],
    ["Apples", "3", "1.20"],
    ["Pears", "5", "2.10"],
  ];
  const x = 72;
  const top = 700;
  const widths = [120, 60, 80];
  const height = 20;
  const ops = ["0.5 w 0 0 0 RG"];
  const right = x + widths.reduce((a, b) => a + b, 0);
  for (let r = 0; r <= rows.length; r++) ops.push(`${x} ${top - r * height} m ${right} ${top - r * height} l S`);
  let cx = x;
  for (let c = 0; c <= widths.length; c++) {
    ops.push(`${cx} ${top} m ${cx} ${top - rows.length * height} l S`);
    cx += widths[c] ?? 0;
  }
  rows.forEach((row, r) => {
    let tx = x;
    row.forEach((text, c) => {
      ops.push(`BT /F1 10 Tf ${tx + 4} ${top - r * height - 14} Td (${text}) Tj ET`);
      tx += widths[c] ?? 0;
    });
  });
  return ops.join("\n");
}

/** A one-page PDF with a small ruled table: a real upload for tests that must not need the corpus. */
export function tinyPdf(): Buffer {
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    const resources = doc.addObject({ Font: { F1: font } });
    const page = doc.addPage([0, 0, 612, 792], 0, resources, ruledTable());
    doc.insertPage(-1, page);
    const buffer = doc.saveToBuffer("");
    const bytes = Buffer.from(buffer.asUint8Array());
    buffer.destroy();
    return bytes;
  } finally {
    doc.destroy();
  }
}
