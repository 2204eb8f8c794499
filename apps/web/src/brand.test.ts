import { describe, expect, it } from "vitest";
import { readBrand } from "./brand";

const docWith = (content: string | null) => {
  const doc = document.implementation.createHTMLDocument("x");
  if (content !== null) {
    const meta = doc.createElement("meta");
    meta.setAttribute("name", "brand");
    meta.setAttribute("content", content);
    doc.head.append(meta);
  }
  return doc;
};

describe("readBrand", () => {
  it("reads the brand the server wrote into the page", () => {
    const brand = readBrand(
      docWith(
        JSON.stringify({
          name: "Acme Tables",
          logo_url: "/brand/logo",
          primary_color: "#1d4ed8",
          support_email: "help@acme.test",
          terms_url: "https://acme.test/terms",
          privacy_url: null,
        }),
      ),
    );
    expect(brand).toEqual({
      name: "Acme Tables",
      logoUrl: "/brand/logo",
      primaryColor: "#1d4ed8",
      supportEmail: "help@acme.test",
      termsUrl: "https://acme.test/terms",
      privacyUrl: null,
    });
  });

  it("keeps pdftab's own without the tag, or with a broken one", () => {
    expect(readBrand(docWith(null)).name).toBe("pdftab");
    expect(readBrand(docWith("{not json")).name).toBe("pdftab");
    expect(readBrand(docWith(JSON.stringify({ name: "  " }))).name).toBe("pdftab");
  });
});
