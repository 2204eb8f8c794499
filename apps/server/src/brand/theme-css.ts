/** The shades the web app's stylesheet names (--color-brand-50 ... --color-brand-900). */
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** How far each shade is mixed towards white (positive) or black (negative) from the base colour, which is shade 600. */
const MIX: Record<(typeof SHADES)[number], number> = {
  50: 0.94,
  100: 0.86,
  200: 0.7,
  300: 0.5,
  400: 0.3,
  500: 0.12,
  600: 0,
  700: -0.18,
  800: -0.34,
  900: -0.48,
};

function mix(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * weight)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on `hex` (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** WCAG AA's least contrast for body text (1.4.3): white text on shade 600 must reach it. */
const TEXT_CONTRAST = 4.5;

/**
 * `hex`, or the first mix of it towards black (in steps of 2%) that white text is readable on:
 * shade 600 is what the app's buttons and the current page's marker are filled with, under
 * white text (apps/web/README.md, Accessibility).
 */
export function readableBase(hex: string): string {
  for (let step = 0; step <= 50; step++) {
    const shade = mix(hex, -step / 50);
    if (contrastWithWhite(shade) >= TEXT_CONTRAST) return shade;
  }
  return "#000000";
}

/**
 * The stylesheet served at /brand/theme.css: the brand colour as the app's
 * shade variables (unlayered, so it wins over the built-in theme layer),
 * derived from the colour darkened as far as white text on it needs
 * (`readableBase`). Empty without a colour.
 */
export function themeCss(primaryColor: string | undefined): string {
  if (!primaryColor) return "/* no BRAND_PRIMARY_COLOR: the built-in colours apply */\n";
  const base = readableBase(primaryColor);
  const lines = SHADES.map((shade) => `  --color-brand-${shade}: ${mix(base, MIX[shade])};`);
  return `:root {\n${lines.join("\n")}\n}\n`;
}
