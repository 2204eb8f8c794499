import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { makePdf } from "../testing/make-pdf.js";
import { destroyAfterEach } from "../testing/mupdf-objects.js";
import { bindRawDeviceCalls, boundDeviceCount, type RawDeviceCalls } from "./raw-device-calls.js";

const keep = destroyAfterEach();

const PAGE = makePdf([
  { content: "0 g 50 700 m 550 700 l S 0.5 g 50 500 100 20 re f BT /F1 12 Tf 60 720 Td (Hello) Tj 3 Tr (layer) Tj ET" },
]);

/** Raw calls that write down each call's name and take it or not as `take` says. */
function recordingCalls(take: boolean): RawDeviceCalls & { calls: string[] } {
  const calls: string[] = [];
  const note = (name: string) => (calls.push(name), take);
  return {
    calls,
    fillText: (text) => note(`fillText ${text > 0}`),
    strokeText: () => note("strokeText"),
    ignoreText: (text) => note(`ignoreText ${text > 0}`),
    fillPath: (path) => note(`fillPath ${path > 0}`),
    strokePath: (path, stroke) => note(`strokePath ${path > 0 && stroke > 0}`),
  };
}

/** A device whose callbacks write down each call MuPDF.js hands them, dropping the objects. */
function recordingDevice(): { device: mupdf.Device; calls: string[] } {
  const calls: string[] = [];
  const device = new mupdf.Device({
    fillText: (text, _ctm, colorspace) => (calls.push("fillText"), text.destroy(), colorspace.destroy()),
    ignoreText: (text) => (calls.push("ignoreText"), text.destroy()),
    fillPath: (path, _evenOdd, _ctm, colorspace) => (calls.push("fillPath"), path.destroy(), colorspace.destroy()),
    strokePath: (path, stroke, _ctm, colorspace) => (
      calls.push("strokePath"),
      path.destroy(),
      stroke.destroy(),
      colorspace.destroy()
    ),
  });
  return { device, calls };
}

function run(device: mupdf.Device): void {
  const doc = keep(mupdf.Document.openDocument(PAGE, "application/pdf"));
  keep(doc.loadPage(0)).run(device, mupdf.Matrix.identity);
  device.close();
}

describe("bindRawDeviceCalls", () => {
  it("hands a bound device's text and path calls over as pointers, and its callbacks get none of them", () => {
    const { device, calls } = recordingDevice();
    const raw = recordingCalls(true);
    expect(bindRawDeviceCalls(device, raw)).toBe(true);
    run(device);
    expect(raw.calls).toStrictEqual(["strokePath true", "fillPath true", "fillText true", "ignoreText true"]);
    expect(calls).toStrictEqual([]);
    device.destroy();
  });

  it("sends each call the raw calls decline on to the device's callbacks", () => {
    const { device, calls } = recordingDevice();
    const raw = recordingCalls(false);
    expect(bindRawDeviceCalls(device, raw)).toBe(true);
    run(device);
    expect(raw.calls).toHaveLength(4);
    expect(calls).toStrictEqual(["strokePath", "fillPath", "fillText", "ignoreText"]);
    device.destroy();
  });

  it("leaves devices that are not bound to their callbacks, and forgets a bound device once dropped", () => {
    const bound = recordingDevice();
    bindRawDeviceCalls(bound.device, recordingCalls(true));
    bound.device.close();
    const before = boundDeviceCount();
    const plain = recordingDevice();
    run(plain.device);
    expect(plain.calls).toStrictEqual(["strokePath", "fillPath", "fillText", "ignoreText"]);
    plain.device.destroy();
    expect(boundDeviceCount()).toBe(before);
    bound.device.destroy();
    expect(boundDeviceCount()).toBe(before - 1);
  });
});
