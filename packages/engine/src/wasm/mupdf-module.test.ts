import { describe, expect, it } from "vitest";
import {
  compileMupdf,
  mupdfCompilations,
  readMupdfWasm,
  useMupdfModule,
  type CompiledWasm,
  type MupdfSource,
} from "./mupdf-module.js";

// Nothing here may import `mupdf` before the test hands it the module (MuPDF.js loads once per thread).
describe("useMupdfModule", () => {
  it("lets MuPDF.js load while its module is still being compiled, and instantiates that module once it comes", async () => {
    let hand: (module: CompiledWasm | undefined) => void = () => {};
    const sources: MupdfSource[] = [];
    useMupdfModule(new Promise<CompiledWasm | undefined>((resolve) => (hand = resolve)), (source) =>
      sources.push(source),
    );
    let loaded = false;
    const loading = import("mupdf").then((mupdf) => {
      loaded = true;
      return mupdf;
    });
    // MuPDF.js waits for the module rather than compiling its own
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loaded).toBe(false);
    hand(await compileMupdf());
    const mupdf = await loading;
    expect(sources).toEqual(["shared"]);
    expect(mupdfCompilations()).toBe(1);
    // and it works: a new document of one page
    const doc = new mupdf.PDFDocument();
    doc.insertPage(-1, doc.addPage([0, 0, 200, 100], 0, doc.newDictionary(), ""));
    expect(doc.countPages()).toBe(1);
  });

  it("reads MuPDF's file once for a caller that reads it before it may compile (the CLI, while its thread boots)", async () => {
    const read = readMupdfWasm();
    expect(readMupdfWasm()).toBe(read);
    // a WebAssembly module: the magic number \0asm
    expect([...(await read).subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
  });
});
