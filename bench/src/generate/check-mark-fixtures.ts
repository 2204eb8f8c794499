import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";

const C = "center" as const;
const L = "left" as const;

const YES = "\u2713";
const NO = "\u2717";
const PART = "\u2022";

/** A plan comparison: features down the side, plans across, ✓ ✗ or • in each cell, an empty "Notes" column. */
function plans(emptyColumn: boolean): TableSpec {
  const features = [
    ["Single sign-on", YES, YES, YES, YES],
    ["Audit log", NO, NO, YES, YES],
    ["Custom domains", NO, PART, YES, YES],
    ["Priority support", NO, NO, PART, YES],
    ["Data export", YES, YES, YES, YES],
    ["API access", NO, PART, PART, YES],
    ["Sandbox", NO, NO, NO, YES],
    ["Usage reports", PART, YES, YES, YES],
    ["Two-factor login", YES, YES, YES, YES],
  ];
  const header = ["Feature", "Free", "Team", "Business", "Enterprise"];
  return {
    headerRows: 1,
    style: "borderless",
    align: emptyColumn ? [L, C, C, C, C, L] : [L, C, C, C, C],
    rows: emptyColumn ? [[...header, "Notes"], ...features.map((f) => [...f, ""])] : [header, ...features],
  };
}

/** The comparison with a plan not yet rated: its column, between two others, empty under its header. */
function plansEmptyMiddle(): TableSpec {
  const base = plans(false);
  return {
    ...base,
    align: [L, C, C, C, C, C],
    rows: base.rows.map((row, r) => [...row.slice(0, 3), r === 0 ? "Scale-up" : "", ...row.slice(3)]),
  };
}

/** The comparison printed from HTML (DejaVu Sans carries ✓ ✗ •), in a table style. */
function htmlPlans(style: TableSpec["style"], emptyColumn: boolean, emptyMiddle = false) {
  return async (): Promise<BuiltFixture> => {
    const spec = { ...(emptyMiddle ? plansEmptyMiddle() : plans(emptyColumn)), style };
    const widths = emptyColumn ? ["38%", "10%", "10%", "10%", "10%", "22%"] : undefined;
    const legend = `<p>${YES} included, ${PART} limited, ${NO} not available.</p>`;
    const html = htmlPage("Plans compared", [htmlTable(spec, { widths }), legend]);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Probes for check marks, crosses and bullets as cell values, and a column left empty (`check_marks`). */
export const checkMarkFixtures: Fixture[] = [
  {
    name: "html_check_marks_borderless",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "check_marks",
    notes: "Borderless HTML feature matrix: a centred ✓, ✗ or • in every plan cell; a legend paragraph under it.",
    build: htmlPlans("borderless", false),
  },
  {
    name: "html_check_marks_ruled_empty_column",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "check_marks",
    notes: "The matrix fully ruled, with a wide 'Notes' column left empty in every body row.",
    build: htmlPlans("ruled", true),
  },
  {
    name: "html_check_marks_zebra_empty_column",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "check_marks",
    notes: "The matrix with zebra rows and the empty 'Notes' column last (only its header shows it).",
    build: htmlPlans("zebra", true),
  },
  {
    name: "html_check_marks_empty_middle",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "check_marks",
    notes:
      "Borderless matrix with a plan not yet rated: its column, between two others, holds nothing under its header.",
    build: htmlPlans("borderless", false, true),
  },
  {
    name: "html_check_marks_booktabs",
    kind: "mixed",
    tool: "chromium",
    fixtureClass: "check_marks",
    notes: "The matrix under booktabs rules, no empty column.",
    build: htmlPlans("booktabs", false),
  },
];
