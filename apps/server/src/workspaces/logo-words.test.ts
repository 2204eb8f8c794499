import { describe, expect, it } from "vitest";
import { logoRefusalMessage, logoTooLargeMessage, logoWhatOfBytes, logoWhatOfType } from "./logo-words.js";

describe("the words of a refused logo", () => {
  it("names what the bytes are: another image type, an SVG, or not an image at all", () => {
    const cases: [Buffer, string][] = [
      [Buffer.from("GIF87a.."), "a GIF image"],
      [Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]), "a WebP image"],
      [Buffer.from("BM\0\0\0\0"), "a BMP image"],
      [Buffer.from("II*\0...."), "a TIFF image"],
      [Buffer.from([0, 0, 1, 0, 1, 0]), "an icon (ICO)"],
      [Buffer.concat([Buffer.alloc(4), Buffer.from("ftypavif")]), "an AVIF image"],
      [Buffer.concat([Buffer.alloc(4), Buffer.from("ftypheic")]), "a HEIC image"],
      [Buffer.from("<!-- drawn by hand -->\n<SVG viewBox='0 0 1 1'></SVG>"), "an SVG image"],
      [Buffer.from("<html><body>svg</body></html>"), "not an image"],
      [Buffer.from("%PDF-1.4"), "not an image"],
      [Buffer.alloc(0), "empty"],
    ];
    for (const [bytes, what] of cases)
      expect([bytes.toString("latin1", 0, 8), logoWhatOfBytes(bytes)]).toEqual([bytes.toString("latin1", 0, 8), what]);
  });

  it("names what a Content-Type says, parameters and case aside", () => {
    expect(logoWhatOfType("image/SVG+xml; charset=utf-8")).toBe("an SVG image");
    expect(logoWhatOfType("image/gif")).toBe("a GIF image");
    expect(logoWhatOfType("image/x-portable-pixmap")).toBe("an image of type image/x-portable-pixmap");
    expect(logoWhatOfType("application/pdf")).toBe("not an image");
    expect(logoWhatOfType("")).toBe("not an image");
    expect(logoWhatOfType("multipart/form-data; boundary=x")).toBe("a form");
  });

  it("always says what is accepted", () => {
    expect(logoRefusalMessage("not an image")).toBe("This file is not an image. The logo must be a PNG or JPEG image.");
    expect(logoRefusalMessage("an SVG image")).toBe(
      "This file is an SVG image, which can carry scripts. The logo must be a PNG or JPEG image.",
    );
    expect(logoTooLargeMessage(256)).toBe(
      "This file is larger than 256 KB. The logo must be a PNG or JPEG image of at most 256 KB.",
    );
  });
});
