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

/**
 * The stylesheet served at /brand/theme.css: the brand colour as the app's
 * shade variables (unlayered, so it wins over the built-in theme layer).
 * Empty without a colour.
 */
export function themeCss(primaryColor: string | undefined): string {
  if (!primaryColor) return "/* no BRAND_PRIMARY_COLOR: the built-in colours apply */\n";
  const lines = SHADES.map((shade) => `  --color-brand-${shade}: ${mix(primaryColor, MIX[shade])};`);
  return `:root {\n${lines.join("\n")}\n}\n`;
}
