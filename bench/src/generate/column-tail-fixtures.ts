import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { L, R } from "./sample-tables.js";
import { depotsTable } from "./side-wide-fixtures.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** The gap under the prose, closer than the usual gap between blocks (as tight as a report sets a table under its text). */
const CLOSE = -6;

/** Two page columns whose paragraphs both end on the same short line. */
const TAILS_LEVEL: [string[], string[]] = [
  ["Deliveries rose in every region in the", "second half of the year, led by the", "northern depots."],
  ["The southern depots reported fewer", "late deliveries than a year earlier,", "as the table shows."],
];
/** The right-hand paragraph ends a line earlier: the left one's tail stands alone on its line. */
const TAILS_LEFT_LONGER: [string[], string[]] = [
  [
    "Claims were settled faster in every",
    "office this year, the coastal offices",
    "clearing most of their backlog in",
    "spring.",
  ],
  ["Open claims at the end of the year", "are listed by office in table 2 below,", "with the staff who handle them."],
];
/** The left-hand paragraph ends a line earlier: the right one's tail stands alone. */
const TAILS_RIGHT_LONGER: [string[], string[]] = [
  ["Ridership grew on most lines after", "the timetable change in March."],
  [
    "The two night lines are shown apart",
    "because their fares and their operating",
    "hours differ from the day lines.",
  ],
];
/** Two-column prose under the table, each paragraph starting with a full line. */
const BELOW: [string[], string[]] = [
  ["Figures for the two island depots are", "estimates until their returns arrive."],
  ["Vehicle counts are taken on the last", "working day of each quarter."],
];

/** Text columns only (names, places, states, codes), every column left-aligned. */
function claimsOffices(): TableSpec {
  return {
    headerRows: 1,
    style: "borderless",
    align: [L, L, L, L, L, L],
    colWidths: [96, 96, 104, 92, 56, 60],
    rows: [
      ["Office", "Manager", "Handled by", "Status", "Open", "Code"],
      ["Alesund", "A. Berg", "Claims team", "Open", "12", "AL-1"],
      ["Harstad", "K. Lund", "Head office", "Open", "9", "HA-2"],
      ["Molde", "P. Holm", "Claims team", "Review", "4", "MO-3"],
      ["Kristiansand", "J. Dahl", "Outsourced", "Closed", "0", "KR-4"],
    ],
  };
}

/** Line figures with a mixed column of line names and times, in zebra bands. */
function ridership(): TableSpec {
  return {
    headerRows: 1,
    style: "zebra",
    align: [L, L, R, R, R],
    colWidths: [90, 130, 90, 90, 90],
    rows: [
      ["Line", "Route", "Trips", "Riders", "Change"],
      ["1", "Centre - Airport", "18,240", "1,204,118", "4.2"],
      ["4", "Harbour - University", "15,002", "988,410", "2.9"],
      ["7", "Ring line", "21,336", "1,730,005", "(0.8)"],
      ["N1", "Night, Centre - East", "2,190", "61,380", "11.5"],
      ["N2", "Night, Centre - West", "2,044", "55,902", "9.7"],
    ],
  };
}

/**
 * Probes for a full-width unruled table set right under two-column prose (`page_column_tails`): the
 * paragraphs' short last lines, side by side on one line or alone in one column, were read as the table's
 * first row, and a tail in the right-hand column split the table at the page's gutter.
 */
export const columnTailFixtures: Fixture[] = [
  {
    name: "gen_column_tails_level",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_column_tails",
    notes:
      "Two-column prose whose paragraphs end on one short line, a borderless full-width table of figures set close under it, two-column prose below.",
    build: single([
      {
        blocks: [
          { title: "Depots in the year" },
          { columns: TAILS_LEVEL },
          { space: CLOSE },
          { table: depotsTable("borderless") },
          { columns: BELOW },
        ],
      },
    ]),
  },
  {
    name: "gen_column_tails_left_longer",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_column_tails",
    notes:
      'Two-column prose, the left paragraph a line longer (its one-word tail alone on the line, the right one\'s last line naming "table 2"), a borderless table of text columns set close under it.',
    build: single([
      {
        blocks: [
          { title: "Open claims" },
          { columns: TAILS_LEFT_LONGER },
          { space: CLOSE },
          { table: claimsOffices() },
          { columns: BELOW },
        ],
      },
    ]),
  },
  {
    name: "gen_column_tails_right_longer_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_column_tails",
    notes:
      "Two-column prose, the right paragraph a line longer (its tail alone in the right column), a zebra-banded full-width table set close under it.",
    build: single([
      {
        blocks: [{ title: "Ridership" }, { columns: TAILS_RIGHT_LONGER }, { space: CLOSE }, { table: ridership() }],
      },
    ]),
  },
  {
    name: "gen_column_tails_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "page_column_tails",
    notes:
      "Two-column prose, the left paragraph a line longer, a booktabs table of figures across the page set close under it, two-column prose below.",
    build: single([
      {
        blocks: [
          { title: "Depots in the year" },
          { columns: TAILS_LEFT_LONGER },
          { space: CLOSE },
          { table: depotsTable("booktabs") },
          { columns: BELOW },
        ],
      },
    ]),
  },
];
