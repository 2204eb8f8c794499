import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** The logo of a branded instance: an address the browser loads, or a file the server serves at /brand/logo. */
export type BrandLogo = { kind: "url"; url: string } | { kind: "file"; path: string; contentType: string };

/** How the instance presents itself (docs/configuration.md, White-label). Defaults are pdftab's. */
export interface Brand {
  name: string;
  logo: BrandLogo | undefined;
  /** `#rrggbb`; undefined keeps the built-in green. */
  primaryColor: string | undefined;
  supportEmail: string | undefined;
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
}

/** The default brand: pdftab's own. */
export const DEFAULT_BRAND: Brand = {
  name: "pdftab",
  logo: undefined,
  primaryColor: undefined,
  supportEmail: undefined,
  termsUrl: undefined,
  privacyUrl: undefined,
};

const LOGO_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
};

/**
 * Reads the BRAND_* settings; each problem is pushed to `problems` (the
 * configuration loader lists them all at once).
 */
export function readBrand(env: Record<string, string | undefined>, cwd: string, problems: string[]): Brand {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const httpUrl = (name: string) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
    } catch {
      // reported below
    }
    problems.push(`${name}: must be an http:// or https:// address, got "${raw}"`);
    return undefined;
  };
  const name = value("BRAND_NAME") ?? DEFAULT_BRAND.name;
  if (name.length > 60) problems.push(`BRAND_NAME: must be at most 60 characters`);
  const color = value("BRAND_PRIMARY_COLOR");
  if (color !== undefined && !/^#[0-9a-f]{6}$/i.test(color))
    problems.push(`BRAND_PRIMARY_COLOR: must be a colour such as #1d4ed8, got "${color}"`);
  const email = value("BRAND_SUPPORT_EMAIL");
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email))
    problems.push(`BRAND_SUPPORT_EMAIL: must be an e-mail address, got "${email}"`);
  return {
    name,
    logo: readLogo(value("BRAND_LOGO"), cwd, problems),
    primaryColor: color && /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : undefined,
    supportEmail: email,
    termsUrl: httpUrl("BRAND_TERMS_URL"),
    privacyUrl: httpUrl("BRAND_PRIVACY_URL"),
  };
}

function readLogo(raw: string | undefined, cwd: string, problems: string[]): BrandLogo | undefined {
  if (raw === undefined) return undefined;
  if (/^https?:\/\//i.test(raw)) {
    try {
      return { kind: "url", url: new URL(raw).toString() };
    } catch {
      problems.push(`BRAND_LOGO: "${raw}" is not a valid address`);
      return undefined;
    }
  }
  const file = path.resolve(cwd, raw);
  const contentType = LOGO_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) {
    problems.push(`BRAND_LOGO: a file must be .svg, .png, .jpg, .webp or .gif, got "${raw}"`);
    return undefined;
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    problems.push(`BRAND_LOGO: no file at ${file}`);
    return undefined;
  }
  return { kind: "file", path: file, contentType };
}

/** Where browsers load the logo from: the configured address, or /brand/logo for a file; undefined without a logo. */
export function logoUrlOf(brand: Brand): string | undefined {
  if (!brand.logo) return undefined;
  return brand.logo.kind === "url" ? brand.logo.url : "/brand/logo";
}

/** The brand as GET /api/v1/brand and the web app see it. */
export function publicBrand(brand: Brand) {
  return {
    name: brand.name,
    logo_url: logoUrlOf(brand) ?? null,
    primary_color: brand.primaryColor ?? null,
    support_email: brand.supportEmail ?? null,
    terms_url: brand.termsUrl ?? null,
    privacy_url: brand.privacyUrl ?? null,
  };
}
