import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { ruledTablePdf, spannedTablePdf } from "../testing/fixtures.js";
import { makePdf } from "../testing/make-pdf.js";
import { destroyAfterEach } from "../testing/mupdf-objects.js";
import { mupdfMemory } from "./mupdf-memory.js";
import { layoutProbe, pathPointsFromMemory, RecordingPathSink, sendPathPoints } from "./path-points.js";

const keep = destroyAfterEach();

/** What the memory read sends for `path` (null when it declined), and what MuPDF.js's walk sends. */
function bothWays(path: mupdf.Path): { read: string[] | null; walked: string[] } {
  const read = new RecordingPathSink();
  const walked = new RecordingPathSink();
  const ok = pathPointsFromMemory(path.pointer, read);
  path.walk(walked);
  return { read: ok ? read.calls : null, walked: walked.calls };
}

/** How MuPDF has packed the path: 0 unpacked, 1 packed flat, 2 packed open (MuPDF 1.28's fz_path). */
function packing(path: mupdf.Path): number {
  return mupdfMemory()!.bytes[path.pointer + 1]!;
}

/** Every path the device is handed on the pages of `bytes`, each compared both ways. */
function comparePaths(bytes: Uint8Array): { paths: number; packings: Set<number> } {
  let paths = 0;
  const packings = new Set<number>();
  const check = (path: mupdf.Path) => {
    const { read, walked } = bothWays(path);
    expect(read).toStrictEqual(walked);
    packings.add(packing(path));
    paths++;
  };
  const doc = keep(mupdf.Document.openDocument(bytes, "application/pdf"));
  for (let i = 0; i < doc.countPages(); i++) {
    const page = keep(doc.loadPage(i));
    const device = keep(
      new mupdf.Device({
        fillPath: (path, _evenOdd, _ctm, colorspace) => (check(path), path.destroy(), colorspace.destroy()),
        strokePath: (path, stroke, _ctm, colorspace) => (
          check(path),
          path.destroy(),
          stroke.destroy(),
          colorspace.destroy()
        ),
        clipPath: (path) => (check(path), path.destroy()),
      }),
    );
    page.run(device, mupdf.Matrix.identity);
    device.close();
  }
  return { paths, packings };
}

/** A page of rules, boxes, curves and a clip: lines along the axes, rectangles, Bézier curves. */
function drawnPage(): Uint8Array {
  const content = [
    "q 10 10 500 700 re W n",
    "0.5 w 50 700 m 550 700 l S",
    "50 650 m 50 100 l 300 100 l h S",
    "100 100 200 50 re f",
    "200 400 m 220 450 260 450 280 400 c 300 350 v 320 300 340 300 y f",
    "400 400 m 400 400 l S",
    "Q",
  ].join("\n");
  return makePdf([{ content }]);
}

describe("pathPointsFromMemory", () => {
  it("sends what MuPDF.js's path walk sends, for every command it reads, closed and not", () => {
    const path = keep(layoutProbe());
    const { read, walked } = bothWays(path);
    expect(read).toStrictEqual(walked);
    expect(walked).toHaveLength(37);
    expect(walked).toContain("C 5 5 8 9 12 14");
    expect(walked.filter((c) => c === "Z")).toHaveLength(9);
  });

  it("reads the paths of real pages as the walk does (a page's run hands them over unpacked)", () => {
    let paths = 0;
    for (const bytes of [ruledTablePdf().bytes, spannedTablePdf().bytes, drawnPage()]) {
      const found = comparePaths(bytes);
      paths += found.paths;
      expect([...found.packings]).toStrictEqual([0]);
    }
    expect(paths).toBeGreaterThan(20);
  });

  it("leaves paths packed into a display list to the walk, which sendPathPoints then uses", () => {
    let declined = 0;
    const doc = keep(mupdf.Document.openDocument(drawnPage(), "application/pdf"));
    const device = keep(
      new mupdf.Device({
        fillPath: (path, _evenOdd, _ctm, colorspace) => {
          const sent = new RecordingPathSink();
          sendPathPoints(path, sent);
          const { read, walked } = bothWays(path);
          if (read === null) declined++;
          expect(sent.calls).toStrictEqual(walked);
          expect(walked.length).toBeGreaterThan(0);
          path.destroy();
          colorspace.destroy();
        },
      }),
    );
    keep(keep(doc.loadPage(0)).toDisplayList()).run(device, mupdf.Matrix.identity);
    device.close();
    expect(declined).toBeGreaterThan(0);
  });

  it("reads on when its sink makes MuPDF's memory grow halfway through a path", () => {
    const path = keep(layoutProbe());
    const before = mupdfMemory()!.bytes.length;
    const read = new RecordingPathSink();
    const growing = Object.assign(Object.create(read) as RecordingPathSink, {
      lineTo(x: number, y: number) {
        read.lineTo(x, y);
        // More than the memory holds now, so it must grow.
        if (mupdfMemory()!.bytes.length === before) keep(new mupdf.Buffer(new Uint8Array(before + 16 * 1024 * 1024)));
      },
    });
    expect(pathPointsFromMemory(path.pointer, growing)).toBe(true);
    expect(mupdfMemory()!.bytes.length).toBeGreaterThan(before);
    expect(read.calls).toStrictEqual(bothWays(path).walked);
  });

  it("sends nothing for an empty path, and says it read it", () => {
    const sink = new RecordingPathSink();
    expect(pathPointsFromMemory(keep(new mupdf.Path()).pointer, sink)).toBe(true);
    expect(sink.calls).toStrictEqual([]);
  });
});

describe("sendPathPoints", () => {
  it("sends the walk's points", () => {
    const path = keep(new mupdf.Path());
    path.moveTo(1, 2);
    path.lineTo(3, 2);
    path.lineTo(3, 5);
    path.closePath();
    const sent = new RecordingPathSink();
    sendPathPoints(path, sent);
    expect(sent.calls).toStrictEqual(bothWays(path).walked);
    expect(sent.calls).toStrictEqual(["M 1 2", "L 3 2", "L 3 5", "Z"]);
  });
});
