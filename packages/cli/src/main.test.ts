import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import { tmpdir } from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import {
  encryptedPdf,
  multiPagePdf,
  pageTreeLoopPdf,
  rotatePdf,
  ruledTablePdf,
  twoTablesPdf,
  type PdfFixture,
} from "@pdftab/engine/testing";
import { describe, expect, it, vi } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { main } from "./main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-"));

/** Writes a generated PDF into the test folder and gives its path (the CLI reads files). */
function write(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
const fixture = (f: PdfFixture) => write(f.name, f.bytes);
const ruled = fixture(ruledTablePdf());
const twoTables = fixture(twoTablesPdf());
const ledger = fixture(multiPagePdf(5));

const { errors, logs } = captureConsole();

describe("pdftab extract", () => {
  it("writes the extract-info JSON whose headers and data form the full grid", async () => {
    const out = path.join(dir, "t.json");
    expect(await main(["extract", ruled, "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.table_count).toBe(1);
    expect(info.method).toBe("lattice");
    expect(info.statistics.total_rows).toBe(info.tables[0].data.length);
    const t = info.tables[0];
    expect(t.page).toBe(1);
    expect(t.headers).toEqual(["Region", "Units\nsold", "Revenue"]);
    const grid = [...t.header_rows, ...t.data];
    expect(grid).toHaveLength(10);
    expect(grid.every((row: string[]) => row.length === 3)).toBe(true);
    expect(grid[9]).toEqual(["Plains 9", "163", "283.50"]);
    expect(t.bbox.x1).toBeGreaterThan(t.bbox.x0);
    expect(t.confidence).toBeGreaterThan(0.5);
  });

  it("writes CSV with quoted multi-line cells", async () => {
    const out = path.join(dir, "t.csv");
    expect(await main(["extract", ruled, "--format", "csv", "-o", out])).toBe(0);
    const csv = readFileSync(out, "utf8");
    expect(csv.startsWith("Region,")).toBe(true);
    expect(csv).toContain('"Units\nsold"');
  });

  it("writes an xlsx workbook through @pdftab/export", async () => {
    const out = path.join(dir, "t.xlsx");
    expect(await main(["extract", twoTables, "--format", "excel", "-o", out])).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it("honours --pages, --method and --stitch", async () => {
    const out = path.join(dir, "s.json");
    expect(await main(["extract", ledger, "--pages", "1-2", "--method", "lattice", "--stitch", "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.tables.every((t: { method: string }) => t.method === "lattice")).toBe(true);
    expect(info.tables).toHaveLength(1);
    expect(info.tables[0].pages).toEqual([1, 2]);
  });

  it("writes the same file with --threads 2 as with one thread, and refuses a count that is not 1-16", async () => {
    const long = write("long.pdf", multiPagePdf(18, 6).bytes);
    const one = path.join(dir, "one.csv");
    const two = path.join(dir, "two.csv");
    expect(await main(["extract", long, "--format", "csv", "-o", one])).toBe(0);
    expect(await main(["extract", long, "--format", "csv", "--threads", "2", "-o", two])).toBe(0);
    expect(readFileSync(two, "utf8")).toBe(readFileSync(one, "utf8"));
    expect(readFileSync(one, "utf8").length).toBeGreaterThan(0);
    expect(await main(["extract", long, "--threads", "0"])).toBe(2);
    expect(errors.join("\n")).toContain("--threads must be a whole number from 1 to 16");
  });

  it("exits with clear messages and stable codes on bad input", async () => {
    const junk = path.join(dir, "junk.pdf");
    writeFileSync(junk, "not a pdf at all");
    expect(await main(["extract", junk])).toBe(4);
    expect(errors.join("\n")).toContain("not_a_pdf");
    expect(await main(["extract", path.join(dir, "missing.pdf")])).toBe(3);
    expect(await main(["extract", ruled, "--pages", "9"])).toBe(6);
    expect(await main(["extract", ruled, "--method", "guess"])).toBe(2);
    expect(await main(["extract", ruled, "--bogus"])).toBe(2);
    expect(await main(["frobnicate"])).toBe(2);
  });

  it("names the file in an error about the PDF, so a loop over many files says which one failed", async () => {
    const junk = write("not a pdf ü.pdf", new TextEncoder().encode("plain text\n"));
    const locked = write("locked.pdf", encryptedPdf(ruledTablePdf(), "pw"));
    const said = async (argv: string[]) => {
      errors.length = 0;
      return [await main(argv), ...errors];
    };
    expect(await said(["extract", junk])).toEqual([
      4,
      `pdftab: ${junk}: The file is not a PDF (no %PDF- header). [not_a_pdf]`,
    ]);
    expect(await said(["extract", locked, "--format", "csv"])).toEqual([
      5,
      `pdftab: ${locked}: The PDF is encrypted; a password is required. [password_required]`,
    ]);
    expect(await said(["extract", ledger, "--pages", "2,9"])).toEqual([
      6,
      `pdftab: ${ledger}: Page 9 is out of range; the document has 5 page(s). [page_out_of_range]`,
    ]);
    // a bad flag is about the command line, not the file
    expect((await said(["extract", ruled, "--method", "guess"]))[1]).not.toContain(ruled);
  });

  it("ends a file it cannot read or write with a stable code that tells the input's problem from the output's", async () => {
    const missing = path.join(dir, "missing.pdf");
    const nowhere = path.join(dir, "no-such-folder", "out.csv");
    const said = async (argv: string[]) => {
      errors.length = 0;
      return [await main(argv), ...errors];
    };
    expect(await said(["extract", missing])).toEqual([
      3,
      `pdftab: cannot read ${missing}: no such file [file_unreadable]`,
    ]);
    expect(await said(["inspect", dir])).toEqual([
      3,
      `pdftab: cannot read ${dir}: it is a directory [file_unreadable]`,
    ]);
    expect(await said(["extract", ruled, "--template", missing])).toEqual([
      3,
      `pdftab: --template ${missing}: cannot read it (no such file) [file_unreadable]`,
    ]);
    expect(await said(["extract", ruled, "-o", nowhere])).toEqual([
      3,
      `pdftab: cannot write ${nowhere}: no such folder [output_unwritable]`,
    ]);
    expect(await said(["debug", ruled, "-o", dir])).toEqual([
      3,
      `pdftab: cannot write ${dir}: it is a directory [output_unwritable]`,
    ]);
  });

  it("writes control characters in an error or warning on stderr as escapes, not for the terminal to act on", async () => {
    const junk = write("junk\u001b[2J.pdf", new TextEncoder().encode("plain text\n"));
    errors.length = 0;
    expect(await main(["extract", junk])).toBe(4);
    expect(errors).toEqual([`pdftab: ${dir}/junk\\x1b[2J.pdf: The file is not a PDF (no %PDF- header). [not_a_pdf]`]);
    // a warning quotes the template's anchor (as MuPDF's words on a damaged page quote the file)
    const template = path.join(dir, "escape-anchor.json");
    const box = [0, 0, 100, 100];
    writeFileSync(
      template,
      JSON.stringify({ name: "a", areas: [{ page: 1, box, anchor: { text: "Total\u001b]0;x\u0007" } }] }),
    );
    errors.length = 0;
    expect(await main(["extract", ruled, "--template", template, "-o", path.join(dir, "escape.json")])).toBe(0);
    expect(errors.filter((e) => e.includes("anchor_not_found"))).toEqual([
      expect.stringContaining("Total\\x1b]0;x\\x07"),
    ]);
  });

  it("reports a bad flag as a usage error (exit 2) before it reads the file or looks for OUT's folder", async () => {
    const missing = path.join(dir, "missing.pdf");
    const nowhere = path.join(dir, "no-such-folder", "out");
    const said = async (argv: string[]) => {
      errors.length = 0;
      return [await main(argv), ...errors];
    };
    expect(await said(["extract", missing, "--method", "guess"])).toEqual([
      2,
      'pdftab: --method must be auto, lattice or stream, not "guess" (see pdftab --help)',
    ]);
    expect(await said(["extract", missing, "--pages", "3-1"])).toEqual([
      2,
      "pdftab: Invalid options: pages: range 3-1 runs backwards. [invalid_options]",
    ]);
    expect(await said(["extract", missing, "--pages", "2,x"])).toEqual([
      2,
      'pdftab: Invalid options: pages: "x" is not a page number or range like 1-3. [invalid_options]',
    ]);
    expect((await said(["extract", ruled, "-o", `${nowhere}.csv`, "--threads", "0"]))[0]).toBe(2);
    expect((await said(["debug", missing, "-o", `${nowhere}.png`, "--method", "guess"]))[0]).toBe(2);
    expect((await said(["debug", ruled, "-o", `${nowhere}.png`, "--page", "0"]))[0]).toBe(2);
    expect(await said(["debug", missing, "-o", `${nowhere}.png`, "--scale", "0"])).toEqual([
      2,
      "pdftab: scale must be a number above 0 and at most 8. [invalid_options]",
    ]);
    // what the engine takes, the command takes
    expect(
      await said(["extract", ruled, "--pages", "all", "--method", "lattice", "-o", path.join(dir, "all.csv")]),
    ).toEqual([0, `pdftab: 1 table(s) from 1 page(s) written to ${path.join(dir, "all.csv")}`]);
  });
});

describe("pdftab --version", () => {
  it("prints the command's version on stdout", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    for (const flag of ["--version", "-V"]) {
      logs.length = 0;
      expect(await main([flag])).toBe(0);
      expect(logs).toEqual([`pdftab ${version}`]);
    }
  });
});

describe("pdftab without a command", () => {
  it("prints the usage on stderr with exit 2, and on stdout with 0 only when asked for", async () => {
    expect(await main([])).toBe(2);
    expect(logs).toEqual([]);
    expect(errors.join("\n")).toContain("usage:");
    errors.length = 0;
    expect(await main(["--help"])).toBe(0);
    expect(logs.join("\n")).toContain("usage:");
    expect(errors).toEqual([]);
  });
});

describe("pdftab extract's format without --format", () => {
  it("follows the -o file's extension (.xlsx, .csv, .json in any case), and is JSON for any other", async () => {
    const xlsx = path.join(dir, "picked.xlsx");
    expect(await main(["extract", twoTables, "-o", xlsx])).toBe(0);
    expect(readFileSync(xlsx).subarray(0, 2).toString()).toBe("PK");
    const csv = path.join(dir, "PICKED.CSV");
    expect(await main(["extract", ruled, "-o", csv])).toBe(0);
    expect(readFileSync(csv, "utf8").startsWith("Region,")).toBe(true);
    const other = path.join(dir, "picked.txt");
    expect(await main(["extract", ruled, "-o", other])).toBe(0);
    expect(JSON.parse(readFileSync(other, "utf8")).table_count).toBe(1);
    expect(errors.filter((e) => e.includes("warning"))).toEqual([]);
  });

  it("keeps an explicit --format that the extension contradicts, and says so in one line on stderr", async () => {
    const out = path.join(dir, "asked.xlsx");
    expect(await main(["extract", ruled, "--format", "csv", "-o", out])).toBe(0);
    expect(readFileSync(out, "utf8").startsWith("Region,")).toBe(true);
    expect(errors.filter((e) => e.includes("warning"))).toEqual([
      `pdftab: warning: --format csv kept: ${out} will hold csv, though its extension says xlsx`,
    ]);
    // --format excel and .xlsx agree: no warning
    expect(await main(["extract", twoTables, "--format", "excel", "-o", path.join(dir, "agreed.xlsx")])).toBe(0);
    expect(errors.filter((e) => e.includes("warning"))).toHaveLength(1);
  });
});

describe("pdftab with an empty value", () => {
  it("refuses an empty --pages or -o before reading the file, rather than reading every page or failing at the end", async () => {
    expect(await main(["extract", ruled, "--pages", ""])).toBe(2);
    expect(errors.join("\n")).toContain("--pages needs page numbers");
    expect(await main(["extract", ruled, "-o", ""])).toBe(2);
    expect(errors.join("\n")).toContain("--output needs a file name");
    expect(await main(["debug", ruled, "-o", ""])).toBe(2);
  });
});

describe("pdftab extract -o checked before the work", () => {
  it("refuses to write over the input PDF, and names a missing output folder at once", async () => {
    const input = write("keep-me.pdf", readFileSync(ruled));
    const before = readFileSync(input);
    expect(await main(["extract", input, "-o", input])).toBe(2);
    expect(errors.join("\n")).toContain("is the input file itself");
    // the same file by another spelling of its path
    expect(await main(["extract", input, "-o", path.join(dir, ".", "keep-me.pdf")])).toBe(2);
    expect(readFileSync(input).equals(before)).toBe(true);
    // nor the template it reads
    const template = write("keep-template.json", new TextEncoder().encode(JSON.stringify({ name: "kept" })));
    expect(await main(["extract", input, "--template", template, "-o", template])).toBe(2);
    expect(errors.join("\n")).toContain("is the --template file; writing the tables there would replace the template");
    expect(JSON.parse(readFileSync(template, "utf8"))).toEqual({ name: "kept" });

    const missing = path.join(dir, "no-such-folder", "out.csv");
    expect(await main(["extract", input, "--format", "csv", "-o", missing])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${missing}: no such folder`);
    const underAFile = path.join(input, "out.csv");
    expect(await main(["extract", input, "-o", underAFile])).toBe(3);
    expect(errors.join("\n")).toMatch(/cannot write .*out\.csv: a folder in the path is a file/);
  });

  it("refuses an OUT that is a folder before reading the PDF, and says a missing one with a slash is missing", async () => {
    const junk = write("junk-for-a-folder.pdf", new TextEncoder().encode("not a pdf"));
    // the PDF is not read: its own error (exit 4) would come first otherwise
    expect(await main(["extract", junk, "-o", dir])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${dir}: it is a directory`);
    const missing = path.join(dir, "not-made-yet") + path.sep;
    expect(await main(["extract", junk, "-o", missing])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${missing}: no such folder`);
  });
});

describe("pdftab reading standard input (FILE -)", () => {
  /** Makes `bytes` the command's standard input, a pipe (or a terminal with `tty`). */
  const stdinOf = (bytes: Uint8Array, tty = false) =>
    vi
      .spyOn(process, "stdin", "get")
      .mockReturnValue(
        Object.assign(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { isTTY: tty }) as never,
      );

  it("extracts a PDF piped in as it does the file, and inspects one", async () => {
    const fromFile = path.join(dir, "from-file.csv");
    const fromPipe = path.join(dir, "from-pipe.csv");
    expect(await main(["extract", twoTables, "-o", fromFile])).toBe(0);
    stdinOf(readFileSync(twoTables));
    expect(await main(["extract", "-", "-o", fromPipe])).toBe(0);
    expect(readFileSync(fromPipe, "utf8")).toBe(readFileSync(fromFile, "utf8"));
    expect(readFileSync(fromPipe, "utf8")).toContain("# Table 2");

    stdinOf(readFileSync(ledger));
    expect(await main(["inspect", "-", "--json"])).toBe(0);
    expect(JSON.parse(logs.join("\n")).pageCount).toBe(5);
  });

  it("refuses a terminal instead of waiting on it, and says what a pipe held that is not a PDF", async () => {
    stdinOf(new Uint8Array(0), true);
    expect(await main(["extract", "-"])).toBe(3);
    expect(errors.join("\n")).toContain("cannot read standard input: it is a terminal");
    stdinOf(new TextEncoder().encode("hello, not a PDF"));
    errors.length = 0;
    expect(await main(["extract", "-"])).toBe(4);
    expect(errors).toEqual(["pdftab: standard input: The file is not a PDF (no %PDF- header). [not_a_pdf]"]);
  });

  it("refuses an endless stream that is no PDF from its first bytes, instead of reading it until memory runs out", async () => {
    let pulled = 0;
    // zeros without end, a little at a time (as `cat /dev/zero |` gives them)
    const endless = Readable.from(
      (async function* () {
        for (;;) {
          pulled++;
          await new Promise((resolve) => setTimeout(resolve, 1));
          yield Buffer.alloc(512);
        }
      })(),
    );
    vi.spyOn(process, "stdin", "get").mockReturnValue(Object.assign(endless, { isTTY: false }) as never);
    errors.length = 0;
    expect(await main(["extract", "-", "--format", "csv"])).toBe(4);
    expect(errors).toEqual(["pdftab: standard input: The file is not a PDF (no %PDF- header). [not_a_pdf]"]);
    // the header is looked for in the first 1024 bytes: a few chunks, not the stream
    expect(pulled).toBeLessThan(10);
  }, 20_000);
});

describe("pdftab extract when no page is read in time", () => {
  it("exits 7 and leaves no file when every page ran past --page-timeout", async () => {
    const out = path.join(dir, "timed-out.json");
    expect(await main(["extract", ledger, "--page-timeout", "1", "-o", out])).toBe(7);
    expect(errors.join("\n")).toContain("No page was read within its time budget: all 5 pages were stopped");
    expect(existsSync(out)).toBe(false);
  });
});

describe("pdftab extract when no page can be read", () => {
  it("exits 4 and leaves no file when every page read is damaged, and says what else is said on a skipped page", async () => {
    const broken = write("looped.pdf", pageTreeLoopPdf(2).bytes);
    const out = path.join(dir, "looped.csv");
    expect(await main(["extract", broken, "--pages", "2", "-o", out])).toBe(4);
    expect(errors.join("\n")).toMatch(/page 2 skipped \(damaged_pdf\)/);
    expect(errors.join("\n")).toContain("No page could be read: the page was skipped (see above). [damaged_pdf]");
    expect(existsSync(out)).toBe(false);
    // with a page read, the damaged one is a warning and the tables of the other are written
    errors.length = 0;
    expect(await main(["extract", broken, "-o", out])).toBe(0);
    expect(readFileSync(out, "utf8").startsWith("Region,")).toBe(true);
    expect(errors.join("\n")).toMatch(/page 2 skipped \(damaged_pdf\)/);
    expect(errors.join("\n")).toMatch(/page 1 \(damaged_content\)/);
  });

  it("says what else is said on a skipped page: the file was repaired", async () => {
    // without its cross-reference table's place (startxref), MuPDF rebuilds the table by scanning the file
    const text = new TextDecoder("latin1").decode(pageTreeLoopPdf(2).bytes);
    const cut = text.slice(0, text.lastIndexOf("startxref"));
    const moved = write(
      "looped-moved.pdf",
      Uint8Array.from(cut, (c) => c.charCodeAt(0)),
    );
    expect(await main(["extract", moved, "--pages", "2", "-o", path.join(dir, "moved.csv")])).toBe(4);
    expect(errors.join("\n")).toMatch(/page 2 skipped \(damaged_pdf\)/);
    expect(errors.join("\n")).toMatch(/page 2 \(repaired_file\): The file is damaged/);
  });
});

describe("pdftab extract with a --timeout longer than a timer can hold", () => {
  it("reads the document, rather than stopping it at once (Node fires a timer past 2^31-1 ms after 1 ms)", async () => {
    const out = path.join(dir, "unhurried.csv");
    expect(await main(["extract", ruled, "--timeout", "99999999999", "-o", out])).toBe(0);
    expect(readFileSync(out, "utf8").startsWith("Region,")).toBe(true);
  });
});

describe("pdftab extract on an encrypted PDF", () => {
  it("asks for the password with exit code 5 and reads with it", async () => {
    const locked = write("locked.pdf", encryptedPdf(twoTablesPdf(), "s3cret"));
    expect(await main(["extract", locked])).toBe(5);
    expect(errors.join("\n")).toContain("password_required");
    expect(await main(["extract", locked, "--password", "nope"])).toBe(5);
    const out = path.join(dir, "unlocked.json");
    expect(await main(["extract", locked, "--password", "s3cret", "-o", out])).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).table_count).toBe(2);
  });

  it("says on stderr and in the JSON when a page has no text layer", async () => {
    const doc = new mupdf.PDFDocument();
    const page = doc.addPage([0, 0, 612, 792], 0, doc.addObject({}), "0.5 w 72 700 m 400 700 l S 72 600 m 400 600 l S");
    doc.insertPage(-1, page);
    const scan = path.join(dir, "shapes.pdf");
    writeFileSync(scan, doc.saveToBuffer("").asUint8Array());
    doc.destroy();
    const out = path.join(dir, "shapes.json");
    expect(await main(["extract", scan, "-o", out])).toBe(0);
    expect(errors.join("\n")).toMatch(/warning: page 1 \(no_text_layer\)/);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.table_count).toBe(0);
    expect(info.warnings).toEqual([
      expect.objectContaining({ file_name: "shapes.pdf", page: 1, code: "no_text_layer" }),
    ]);
  });
});

describe("pdftab inspect and debug", () => {
  it("shows a title's control characters as escapes, so a PDF cannot drive the terminal or forge a line", async () => {
    const doc = mupdf.Document.openDocument(ruledTablePdf().bytes, "application/pdf") as mupdf.PDFDocument;
    // (a character outside PDFDocEncoding, so the title is stored as UTF-16, which keeps ESC as it is)
    doc.setMetaData("info:Title", "Q3 表\u001b]0;owned\u0007\u001b[2J\nencrypted: yes");
    doc.setMetaData("info:Producer", "tool 表\r\u009b31m");
    const titled = write("titled.pdf", doc.saveToBuffer("").asUint8Array());
    doc.destroy();
    expect(await main(["inspect", titled])).toBe(0);
    expect(logs.filter((l) => /^(title|producer|encrypted):/.test(l))).toEqual([
      "encrypted: no",
      "title:     Q3 表\\x1b]0;owned\\x07\\x1b[2J\\nencrypted: yes",
      "producer:  tool 表\\r\\x9b31m",
    ]);
    // the JSON keeps the text as it is (JSON escapes it)
    logs.length = 0;
    expect(await main(["inspect", titled, "--json"])).toBe(0);
    expect(JSON.parse(logs.join("\n")).title).toBe("Q3 表\u001b]0;owned\u0007\u001b[2J\nencrypted: yes");
  });

  it("describes a document", async () => {
    expect(await main(["inspect", write("turned.pdf", rotatePdf(multiPagePdf(5).bytes, 90)), "--json"])).toBe(0);
    const info = JSON.parse(logs.join("\n"));
    expect(info.pageCount).toBe(5);
    expect(info.pages[0].rotation).toBe(90);
  });

  it("refuses to draw over the input PDF, and names a missing output folder before rendering", async () => {
    const input = write("keep-me-too.pdf", readFileSync(ruled));
    const before = readFileSync(input);
    expect(await main(["debug", input, "-o", input])).toBe(2);
    expect(errors.join("\n")).toContain("is the input file itself");
    expect(readFileSync(input).equals(before)).toBe(true);
    const missing = path.join(dir, "no-such-folder", "page.png");
    expect(await main(["debug", input, "-o", missing])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${missing}: no such folder`);
    expect(errors.join("\n")).not.toContain("glyphs");
  });

  it("refuses to write the PNG to a terminal, as extract refuses xlsx", async () => {
    // (called back at once, so that without the check the run ends instead of waiting on a write that never comes)
    const write = vi
      .spyOn(process.stdout, "write")
      .mockImplementation(((_chunk: unknown, done?: () => void) => (done?.(), true)) as never);
    Object.defineProperty(process.stdout, "isTTY", { value: true, configurable: true });
    try {
      expect(await main(["debug", ruled, "-o", "-"])).toBe(2);
    } finally {
      delete (process.stdout as { isTTY?: boolean }).isTTY;
    }
    expect(errors.join("\n")).toContain("the PNG is binary; give -o FILE.png");
    expect(write).not.toHaveBeenCalled();
  });

  it("draws the debug image as a PNG", async () => {
    const out = path.join(dir, "page.png");
    expect(await main(["debug", twoTables, "--page", "1", "-o", out, "--scale", "1"])).toBe(0);
    const png = readFileSync(out);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(errors.join("\n")).toContain("2 table(s)");
  });
});
