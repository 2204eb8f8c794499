import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import type { Letterhead } from "./letterhead.js";
import { L, R } from "./sample-tables.js";

const SENDER = ["Northwind Supplies Ltd", "14 Harbour Road", "Bristol BS1 4RN", "0117 496 0321"];
const RECIPIENT = ["Ms Ana Ruiz", "Finance Department", "Lakeside Dental Clinic", "22 Mill Lane", "Bath BA2 3QT"];

/** Recipient at the left and sender at the right on the same lines, the date under the sender. */
const LEVEL: Letterhead = {
  blocks: [
    { lines: RECIPIENT, at: 0 },
    { lines: [...SENDER, "12 March 2024"], at: 0.62, boldFirst: true },
  ],
};

/** Sender at the top right, recipient lower at the left, the date at the right on the recipient's last line. */
const STAGGERED: Letterhead = {
  blocks: [
    { lines: SENDER, at: 0.62, boldFirst: true },
    { lines: RECIPIENT, at: 0, down: 5 },
    { lines: ["12 March 2024"], at: 0.62, down: 9 },
  ],
};

/** A letterhead's strip of three small grey blocks across the page: company, address, contact. */
const STRIP: Letterhead = {
  size: 8,
  grey: 0.35,
  blocks: [
    { lines: ["Northwind Supplies Ltd", "Registered in England 0481 2279", "VAT GB 318 4471 20"], at: 0 },
    { lines: ["14 Harbour Road", "Bristol BS1 4RN", "United Kingdom"], at: 0.36 },
    { lines: ["0117 496 0321", "accounts@northwind.example", "www.northwind.example"], at: 0.68 },
  ],
};

const GREETING = ["Dear Ms Ruiz,", ""];
const BODY = [
  "Please find below the items delivered to your clinic in February. Payment is due within thirty days of",
  "this letter; the amounts include VAT at the standard rate.",
];

function delivered(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R, R],
    rows: [
      ["Date", "Item", "Qty", "Unit price", "Amount"],
      ["02 Feb 2024", "Nitrile gloves, box of 100", "40", "6.20", "248.00"],
      ["02 Feb 2024", "Surgical masks, box of 50", "25", "4.75", "118.75"],
      ["09 Feb 2024", "Disinfectant wipes", "60", "3.10", "186.00"],
      ["16 Feb 2024", "Dental bibs, pack of 500", "12", "21.40", "256.80"],
      ["23 Feb 2024", "Saliva ejectors, bag of 100", "30", "5.85", "175.50"],
      ["23 Feb 2024", "Autoclave pouches", "18", "9.90", "178.20"],
    ],
  };
}

/** Probes for a letter's heading over a table (`letterhead`): address blocks in plain type are no table. */
export const letterheadFixtures: Fixture[] = [
  {
    name: "gen_letterhead_level_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "letterhead",
    notes:
      "A letter: the recipient's five-line address at the left and the sender's (and the date) at the right on the same lines, a greeting and prose, then an unruled table; only the table is one.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { letterhead: LEVEL },
            { prose: [...GREETING, ...BODY] },
            { table: delivered("borderless") },
            { prose: ["Yours sincerely,", "", "Tom Hale, Accounts"] },
          ],
        },
      ]),
  },
  {
    name: "gen_letterhead_staggered_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "letterhead",
    notes:
      "A letter: the sender at the top right, the recipient lower at the left, the date at the right on the recipient's last line, then a booktabs table.",
    build: async () =>
      flowPdf([
        { blocks: [{ letterhead: STAGGERED }, { prose: [...GREETING, ...BODY] }, { table: delivered("booktabs") }] },
      ]),
  },
  {
    name: "gen_letterhead_strip_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "letterhead",
    notes:
      "A letterhead's strip of three small grey blocks of three lines across the top (company, address, contact), a title and prose, then an unruled table.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { letterhead: STRIP },
            { title: "Statement of deliveries" },
            { prose: BODY },
            { table: delivered("borderless") },
          ],
        },
      ]),
  },
  {
    name: "gen_letterhead_strip_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "letterhead",
    notes: "The three-block letterhead strip, a greeting, then a zebra-striped table set right under the prose.",
    build: async () =>
      flowPdf([{ blocks: [{ letterhead: STRIP }, { prose: [...GREETING, ...BODY] }, { table: delivered("zebra") }] }]),
  },
];
