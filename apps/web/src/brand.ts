/** How this instance presents itself (the server's BRAND_* settings, docs/configuration.md, White-label). */
export interface Brand {
  name: string;
  logoUrl: string | null;
  primaryColor: string | null;
  supportEmail: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
}

const DEFAULT: Brand = {
  name: "pdftab",
  logoUrl: null,
  primaryColor: null,
  supportEmail: null,
  termsUrl: null,
  privacyUrl: null,
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * The brand the server wrote into index.html (`<meta name="brand">`, the same
 * document as GET /api/v1/brand), read once at start so the first paint
 * already carries it; pdftab's own without the tag (development, tests).
 */
export function readBrand(
  doc: Pick<Document, "querySelector"> | undefined = typeof document === "undefined" ? undefined : document,
): Brand {
  const content = doc?.querySelector('meta[name="brand"]')?.getAttribute("content");
  if (!content) return DEFAULT;
  try {
    const b = JSON.parse(content) as Record<string, unknown>;
    return {
      name: text(b.name) ?? DEFAULT.name,
      logoUrl: text(b.logo_url),
      primaryColor: text(b.primary_color),
      supportEmail: text(b.support_email),
      termsUrl: text(b.terms_url),
      privacyUrl: text(b.privacy_url),
    };
  } catch {
    return DEFAULT;
  }
}
