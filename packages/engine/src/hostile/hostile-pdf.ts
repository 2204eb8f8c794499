/**
 * Small PDFs that cost a reader far more than their size: decompression
 * bombs, XObject fan-out, huge page trees, deep nesting. Built byte by byte
 * (not through MuPDF) so each is exactly as hostile as asked, in a few KB or
 * MB; tests and the fuzz harness make them at run time instead of committing
 * big files.
 */
import { constants, deflateRawSync } from "node:zlib";

/** One indirect object: its body (without `N 0 obj`/`endobj`), or a dictionary plus stream bytes. */
export type RawObject = string | { dict: string; stream: Uint8Array };

/**
 * Writes a PDF from numbered objects (object 1 is the catalog) with a correct
 * xref table, so MuPDF opens it without repair.
 */
export function rawPdf(objects: RawObject[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  push("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    if (typeof object === "string") push(object);
    else {
      push(`${object.dict.replace(/>>\s*$/, "")} /Length ${object.stream.length} >>\nstream\n`);
      push(object.stream);
      push("\nendstream");
    }
    push("\nendobj\n");
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** A one-page document around `content` and extra objects (numbered from 5 on); /F1 is Helvetica. */
function onePage(content: RawObject, resources = "", extra: RawObject[] = []): Uint8Array {
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> ${resources} >> >>`,
    content,
    ...extra,
  ]);
}

/**
 * A page whose form XObject chain fans out: each of `depth` forms draws the
 * next `width` times, so the last (a ruled line and a word) is drawn
 * width^depth times. 4^15 is about a billion: hours of interpretation from 2 KB.
 */
export function fanOutPdf(depth = 15, width = 4): Uint8Array {
  const first = 5;
  const forms: RawObject[] = [];
  for (let level = 0; level < depth; level++) {
    const next = `/X${level + 1} Do `.repeat(width);
    const body = level === depth - 1 ? "0 0 m 100 0 l S BT /F1 8 Tf 10 10 Td (x) Tj ET" : `q ${next}Q`;
    const resources =
      level === depth - 1
        ? "/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>"
        : `/XObject << /X${level + 1} ${first + level + 1} 0 R >>`;
    forms.push({
      dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >> >>`,
      stream: bytes(body),
    });
  }
  return onePage({ dict: "<< >>", stream: bytes("q /X0 Do Q") }, `/XObject << /X0 ${first} 0 R >>`, forms);
}

/**
 * A zlib stream that inflates to `size` zero bytes (whitespace to a PDF
 * lexer), about 1 KB per MB: the same full-flushed deflate block of 1 MB of
 * zeros repeated, then an empty final block and the Adler-32 of the zeros.
 */
export function zeroFlateBomb(size: number): Uint8Array {
  const CHUNK = 1 << 20;
  // 1 MiB of zeros deflated and full-flushed: byte aligned and independent of what came before, so copies concatenate.
  const block = deflateRawSync(new Uint8Array(CHUNK), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.floor(size / CHUNK);
  const out = new Uint8Array(2 + block.length * count + 5 + 4);
  out.set([0x78, 0x01], 0);
  let at = 2;
  for (let i = 0; i < count; i++) {
    out.set(block, at);
    at += block.length;
  }
  // final empty stored block: BFINAL=1, BTYPE=00, then LEN=0, NLEN=0xffff
  out.set([0x01, 0x00, 0x00, 0xff, 0xff], at);
  at += 5;
  const total = count * CHUNK;
  const b = total % 65521;
  const adler = ((b << 16) | 1) >>> 0;
  out.set([adler >>> 24, (adler >>> 16) & 255, (adler >>> 8) & 255, adler & 255], at);
  return out.subarray(0, at + 4);
}

/** A page whose content stream inflates to `size` bytes of zeros (2 GB from about 2 MB). */
export function flateBombPdf(size = 2 ** 31): Uint8Array {
  return onePage({ dict: "<< /Filter /FlateDecode >>", stream: zeroFlateBomb(size) });
}

/**
 * A page tree of `pages` pages (each its own small object, about 65 bytes a
 * page; 50,000 pages are 3 MB) sharing one content stream with a line and a
 * word; MediaBox and Resources are inherited from the root.
 */
export function hugePageTreePdf(pages = 50_000): Uint8Array {
  const objects: RawObject[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(" ")}] /Count ${pages} /MediaBox [0 0 612 792] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>`,
    { dict: "<< >>", stream: bytes("0 0 m 100 0 l S BT /F1 8 Tf 10 10 Td (x) Tj ET") },
  ];
  for (let i = 0; i < pages; i++) objects.push("<</Type/Page/Parent 2 0 R/Contents 3 0 R>>");
  return rawPdf(objects);
}

/** A page whose content nests `depth` q/Q (graphics state) levels and `depth` arrays. */
export function deepNestingPdf(depth = 100_000): Uint8Array {
  return onePage({
    dict: "<< >>",
    stream: bytes(
      `${"q ".repeat(depth)}${"[".repeat(depth)}${"]".repeat(depth)} ${"Q ".repeat(depth)}BT /F1 8 Tf 10 10 Td (x) Tj ET`,
    ),
  });
}

/** A small table page (ruled 3x3 grid with words), the benign neighbour of hostile pages. */
export function tablePageContent(): string {
  const lines: string[] = [];
  for (let i = 0; i <= 3; i++) {
    lines.push(`72 ${700 - i * 20} m 372 ${700 - i * 20} l S`);
    lines.push(`${72 + i * 100} 700 m ${72 + i * 100} 640 l S`);
  }
  const words: string[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) words.push(`BT /F1 9 Tf ${78 + c * 100} ${685 - r * 20} Td (r${r}c${c}) Tj ET`);
  return `${lines.join("\n")}\n${words.join("\n")}`;
}

/**
 * Pages in order, each either a table page or a hostile one: "fanout" (the
 * XObject chain above) or "bomb" (a Flate bomb of `bombSize`). The hostile
 * objects are shared by every page that uses them.
 */
export function mixedPdf(
  kinds: ("table" | "fanout" | "bomb")[],
  options: { depth?: number; bombSize?: number } = {},
): Uint8Array {
  const depth = options.depth ?? 15;
  const objects: RawObject[] = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const font = "/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>";
  const add = (o: RawObject) => objects.push(o) - 0;
  const tableContent = add({ dict: "<< >>", stream: bytes(tablePageContent()) });
  let fanContent = 0;
  let fanFirst = 0;
  if (kinds.includes("fanout")) {
    fanContent = add({ dict: "<< >>", stream: bytes("q /X0 Do Q") });
    fanFirst = objects.length + 1;
    for (let level = 0; level < depth; level++) {
      const body = level === depth - 1 ? "0 0 m 100 0 l S BT /F1 8 Tf 10 10 Td (x) Tj ET" : `q ${"/X1 Do ".repeat(4)}Q`;
      const resources = level === depth - 1 ? font : `/XObject << /X1 ${fanFirst + level + 1} 0 R >>`;
      add({
        dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >> >>`,
        stream: bytes(body),
      });
    }
  }
  const bombContent = kinds.includes("bomb")
    ? add({ dict: "<< /Filter /FlateDecode >>", stream: zeroFlateBomb(options.bombSize ?? 2 ** 31) })
    : 0;
  const pageIds: number[] = [];
  for (const kind of kinds) {
    const content = kind === "table" ? tableContent : kind === "fanout" ? fanContent : bombContent;
    const xobjects = kind === "fanout" ? `/XObject << /X0 ${fanFirst} 0 R >>` : "";
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << ${font} ${xobjects} >> >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${kinds.length} >>`;
  return rawPdf(objects);
}
