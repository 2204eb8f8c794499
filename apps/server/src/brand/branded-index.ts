import type { Brand } from "./brand.js";
import { logoUrlOf, publicBrand } from "./brand.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The web app's index.html with the brand in it: the title and description,
 * the theme colour, the logo as icon, the brand as a meta tag the app reads at
 * start (no inline script: the Content-Security-Policy allows none), and, with
 * a brand colour, the /brand/theme.css stylesheet last in the head.
 */
export function brandIndexHtml(html: string, brand: Brand): string {
  const name = escapeHtml(brand.name);
  let out = html
    .replace(
      /<title>([^<]*)<\/title>/,
      (_all, title: string) => `<title>${title.replace(/pdftab/g, () => name)}</title>`,
    )
    .replace(/(<meta name="description" content=")pdftab/, (_all, start: string) => `${start}${name}`)
    .replace(/<noscript>pdftab/, () => `<noscript>${name}`);
  if (brand.primaryColor) out = out.replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${brand.primaryColor}"`);
  const logo = logoUrlOf(brand);
  if (logo) out = out.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeHtml(logo)}" />`);
  const theme = brand.primaryColor ? `    <link rel="stylesheet" href="/brand/theme.css" />\n` : "";
  const head = `    <meta name="brand" content="${escapeHtml(JSON.stringify(publicBrand(brand)))}" />\n${theme}  </head>`;
  return out.replace("</head>", () => head);
}
