import type { Fixture } from "./fixture.js";
import { rawHtmlFixture, rawTable, type RawCell, type RawRow } from "./raw-html-fixture.js";

/**
 * A cell with raised or lowered pieces: `^{x}` raises x, `_{x}` lowers it. Its expected text joins the
 * pieces with no space, as the corpus truth reads a raised marker ("24.91" with a raised "2" is "24.912").
 */
function scripted(source: string, style?: string): RawCell {
  const html = source.replace(/\^\{([^}]*)\}/gu, "<sup>$1</sup>").replace(/_\{([^}]*)\}/gu, "<sub>$1</sub>");
  const text = source.replace(/[\^_]\{([^}]*)\}/gu, "$1");
  return style ? { html, text, style } : { html, text };
}

const right = "text-align:right";

/** Emission factors: chemical formulas with lowered digits, units with raised powers, powers of ten, footnote letters. */
function emissions(): RawRow[] {
  const head = ["Fuel", "CO_{2} (kg/m^{3})", "CH_{4} (g/GJ)", "N_{2}O (g/GJ)", "Density (kg/m^{3})"];
  const body: string[][] = [
    ["Natural gas^{a}", "1.93 × 10^{3}", "1.0", "0.1", "0.714"],
    ["Diesel oil", "2.68 × 10^{3}", "3.9^{b}", "3.9", "840"],
    ["Heavy fuel oil^{c}", "3.13 × 10^{3}", "3.0", "0.6", "980"],
    ["Liquefied petroleum gas", "1.61 × 10^{3}", "1.0", "0.1", "540"],
    ["Kerosene", "2.52 × 10^{3}", "3.0^{b}", "0.6", "800"],
    ["Biogas^{a}", "1.10 × 10^{3}", "1.0", "0.1", "1.15"],
  ];
  return [
    { header: true, cells: head.map((h, i) => scripted(h, i > 0 ? right : undefined)) },
    ...body.map((r) => ({ cells: r.map((c, i) => scripted(c, i > 0 ? right : undefined)) })),
  ];
}

/** Concentrations with subscripted sample names and scientific notation with negative exponents. */
function concentrations(): RawRow[] {
  const head = ["Sample", "c_{0} (mol/L)", "k (s^{-1})", "t_{1/2} (min)", "R^{2}"];
  const body: string[][] = [
    ["S_{1}", "2.5 × 10^{-3}", "4.1 × 10^{-4}", "28.2", "0.998"],
    ["S_{2}", "5.0 × 10^{-3}", "3.8 × 10^{-4}", "30.4", "0.995"],
    ["S_{3}", "1.0 × 10^{-2}", "3.2 × 10^{-4}", "36.1", "0.991"],
    ["S_{4}", "2.0 × 10^{-2}", "2.7 × 10^{-4}", "42.8", "0.987"],
    ["Blank^{d}", "0", "n.d.", "n.d.", "n.d."],
  ];
  return [
    { header: true, cells: head.map((h) => scripted(h)) },
    ...body.map((r) => ({ cells: r.map((c) => scripted(c)) })),
  ];
}

const NOTE =
  "<p style='font-size:8pt'>a Pipeline quality. b Default factor. c Residual. d Reagents only; n.d. not detected.</p>";
const BOOKTABS =
  "table.bk { border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; } table.bk thead th { border-bottom: 0.75px solid #000; }";

/** Probes for raised and lowered pieces inside cells: formulas, units, powers of ten, footnote letters (`script_offsets`). */
export const scriptOffsetFixtures: Fixture[] = [
  rawHtmlFixture(
    "html_scripts_units_borderless",
    "script_offsets",
    "stream",
    "No rulings; 'CO<sub>2</sub>' and 'kg/m<sup>3</sup>' in the header, '1.93 × 10<sup>3</sup>' in the body, raised footnote letters after labels and figures.",
    "Emission factors by fuel",
    "",
    [rawTable(emissions()), NOTE],
  ),
  rawHtmlFixture(
    "html_scripts_units_booktabs",
    "script_offsets",
    "mixed",
    "Booktabs rules; subscripted sample names and quantities ('S<sub>1</sub>', 't<sub>1/2</sub>'), negative powers of ten raised ('10<sup>-3</sup>').",
    "First-order decay constants",
    BOOKTABS,
    [rawTable(concentrations(), "bk"), NOTE],
  ),
  rawHtmlFixture(
    "html_scripts_units_ruled",
    "script_offsets",
    "lattice",
    "Every cell ruled; the emission factors with lowered and raised pieces.",
    "Emission factors by fuel",
    "table.rl td, table.rl th { border: 1px solid #000; }",
    [rawTable(emissions(), "rl"), NOTE],
  ),
];
