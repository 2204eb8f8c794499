import { describe, expect, it } from "vitest";
import { sanitizeDisplayName } from "./index.js";

describe("sanitizeDisplayName", () => {
  it("keeps ordinary names and cleans hostile ones", () => {
    expect(sanitizeDisplayName("Report 2024.pdf")).toBe("Report 2024.pdf");
    expect(sanitizeDisplayName("C:\\Users\\me\\bank.pdf")).toBe("bank.pdf");
    expect(sanitizeDisplayName("..hidden\u0000\n.pdf")).toBe("hidden.pdf");
    expect(sanitizeDisplayName('a<b>:"|?*.pdf')).toBe("ab.pdf");
    expect(sanitizeDisplayName("")).toBe("file");
    const long = sanitizeDisplayName(`${"x".repeat(500)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("strips right-to-left overrides and other invisible direction changes", () => {
    // shown as "invoicefdp.exe" reversed: looks like a PDF, is an executable name
    expect(sanitizeDisplayName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(
      sanitizeDisplayName("a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl.pdf"),
    ).toBe("abcdefghijkl.pdf");
    expect(sanitizeDisplayName("zero\u200Bwidth\uFEFF\u2060.pdf")).toBe("zerowidth.pdf");
    expect(sanitizeDisplayName("c1\u0085\u009B.pdf")).toBe("c1.pdf");
    expect(sanitizeDisplayName("\u202E")).toBe("file");
    // joiners that scripts need stay
    expect(sanitizeDisplayName("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645.pdf")).toBe(
      "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645.pdf",
    );
  });

  it("neutralises Windows device names and trailing dots", () => {
    expect(sanitizeDisplayName("CON")).toBe("_CON");
    expect(sanitizeDisplayName("con.pdf")).toBe("_con.pdf");
    expect(sanitizeDisplayName("NUL.tar.gz")).toBe("_NUL.tar.gz");
    expect(sanitizeDisplayName("com1.pdf")).toBe("_com1.pdf");
    expect(sanitizeDisplayName("LPT9")).toBe("_LPT9");
    expect(sanitizeDisplayName("COM\u00b9.pdf")).toBe("_COM\u00b9.pdf");
    expect(sanitizeDisplayName("report.pdf. . ")).toBe("report.pdf");
    // only the device names themselves
    expect(sanitizeDisplayName("CONTRACT.pdf")).toBe("CONTRACT.pdf");
    expect(sanitizeDisplayName("auxiliary.pdf")).toBe("auxiliary.pdf");
    expect(sanitizeDisplayName("com10.pdf")).toBe("com10.pdf");
  });
});
