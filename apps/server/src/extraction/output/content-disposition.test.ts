import { describe, expect, it } from "vitest";
import { contentDisposition } from "./send-export.js";

describe("contentDisposition", () => {
  it("quotes an ASCII fallback and gives the exact name in filename* (RFC 6266)", () => {
    expect(contentDisposition("ünï 表_tables.csv")).toBe(
      "attachment; filename=\"_n_ __tables.csv\"; filename*=UTF-8''%C3%BCn%C3%AF%20%E8%A1%A8_tables.csv",
    );
  });

  it("percent-encodes ' ( ) * in filename*, which RFC 8187 does not allow there (a ' ends the charset part)", () => {
    const header = contentDisposition("O'Brien (v2)*_tables.xlsx");
    expect(header).toBe(
      "attachment; filename=\"O'Brien (v2)*_tables.xlsx\"; filename*=UTF-8''O%27Brien%20%28v2%29%2A_tables.xlsx",
    );
    // the RFC 8187 value: charset, an empty language, then only attr-chars and %XX
    expect(header.split("filename*=")[1]).toMatch(/^UTF-8''(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
  });

  it("never lets a quote or backslash end the quoted fallback", () => {
    expect(contentDisposition('a"b\\c.csv')).toMatch(/^attachment; filename="a_b_c\.csv"; /);
  });
});
