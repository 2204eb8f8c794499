import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { multiPagePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { main } from "./main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-wording-"));
const twoPages = path.join(dir, "two-pages.pdf");
writeFileSync(twoPages, multiPagePdf(2).bytes);

const { errors } = captureConsole();

describe("pdftab extract with a template none of whose pages the document has", () => {
  it("exits 6 and says to give the pages with --pages, not with the server's request", async () => {
    const template = path.join(dir, "statement.json");
    writeFileSync(template, JSON.stringify({ name: "statement", pages: "3-8", areas: [] }));
    expect(await main(["extract", twoPages, "--template", template])).toBe(6);
    expect(errors).toEqual([
      `pdftab: ${twoPages}: The template reads pages 3-8, past the end of this document, which has 2 page(s). ` +
        "Give the pages to read with --pages, or change the template's pages. [page_out_of_range]",
    ]);
    // the pages given with --pages win over the template's: read, with nothing to refuse
    errors.length = 0;
    expect(
      await main(["extract", twoPages, "--template", template, "--pages", "2", "-o", path.join(dir, "p.csv")]),
    ).toBe(0);
    expect(errors.filter((e) => e.includes("page_out_of_range"))).toEqual([]);
  });
});
