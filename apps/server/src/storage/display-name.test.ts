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
});
