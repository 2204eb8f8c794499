import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const SESSIONS = ["Opening address", "Budget review", "Site safety", "Supplier panel", "Quarterly close", "Workshop"];
const ROOMS = ["A1", "B12", "Hall 3", "C4", "Annex"];

/** A schedule: a written date (day padded or not), start and end times, the ISO date, a session, a duration. */
function schedule(count: number, paddedDays: boolean): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + ((i * 5) % 28);
    const month = (2 + Math.floor(i / 6)) % 12;
    const start = 8 * 60 + ((i * 47) % 540);
    const length = 30 + ((i * 25) % 150);
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const dd = String(day).padStart(2, "0");
    return [
      `${paddedDays ? dd : String(day)} ${MONTHS[month]!} 2024`,
      clock(start),
      clock(start + length),
      `2024-${String(month + 1).padStart(2, "0")}-${dd}`,
      SESSIONS[i % SESSIONS.length]!,
      ROOMS[(i * 3) % ROOMS.length]!,
      `${Math.floor(length / 60)}:${String(length % 60).padStart(2, "0")}`,
    ];
  });
}

const SCHEDULE_HEADER = ["Date", "Start", "End", "ISO date", "Session", "Room", "Duration"];

/** The schedule drawn by the PDF writer on one page under a title. */
function scheduleFixture(style: TableSpec["style"], paddedDays: boolean, count: number) {
  return async (): Promise<BuiltFixture> => {
    const canvas = new PageCanvas({ width: 612, height: 792 });
    canvas.text(54, 66, "Meeting schedule", 13, "Helvetica-Bold");
    const spec: TableSpec = {
      headerRows: 1,
      style,
      align: [L, L, L, L, L, L, R],
      rows: [SCHEDULE_HEADER, ...schedule(count, paddedDays)],
    };
    drawTable(canvas, spec, 54, 84);
    return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Contacts whose names and places carry accents, ß, Greek and Cyrillic letters, with dates and times. */
const CONTACTS: string[][] = [
  ["Zoë Brontë", "Düsseldorf", "Königsallee 12", "3 Jan 2024", "09:30", "Résumé reçu"],
  ["Jürgen Groß", "Zürich", "Bahnhofstraße 7", "14 Feb 2024", "14:05", "Straßenbau"],
  ["Ελένη Παπαδοπούλου", "Αθήνα", "Οδός Ερμού 21", "2 Mar 2024", "11:00", "Ωμική αντίσταση 10 kΩ"],
  ["Дмитрий Жуков", "Москва", "ул. Арбат, 5", "28 Mar 2024", "16:45", "Счёт оплачен"],
  ["François Lefèvre", "Besançon", "Rue de l'Église 3", "7 Apr 2024", "08:15", "Crème brûlée à la carte"],
  ["Åsa Ødegård", "Tromsø", "Storgata 40", "19 Apr 2024", "10:20", "Møte om økonomi"],
  ["João Conceição", "São Paulo", "Avenida Paulista 900", "5 May 2024", "13:30", "Ação pendente"],
  ["Łukasz Żółkiewski", "Kraków", "ul. Floriańska 15", "21 May 2024", "15:10", "Zażółć gęślą jaźń"],
  ["Ξένια Ψαρά", "Θεσσαλονίκη", "Τσιμισκή 88", "30 May 2024", "17:55", "Δελτίο Ω-12"],
  ["Жанна Щукина", "Санкт-Петербург", "Невский пр., 28", "11 Jun 2024", "12:00", "Журнал №4"],
];

/** The contacts printed from HTML (the browser embeds DejaVu Sans with its Unicode map). */
function htmlContacts(style: TableSpec["style"]) {
  return async (): Promise<BuiltFixture> => {
    const spec: TableSpec = {
      headerRows: 1,
      style,
      align: [L, L, L, R, R, L],
      rows: [["Name", "City", "Address", "Date", "Time", "Note"], ...CONTACTS],
    };
    // Cells kept on one line: the texts are what is measured here, not wrapping (a break after the
    // hyphen of "Санкт-Петербург" reads as a space once the scorer joins a cell's lines).
    const css = "<style>td, th { white-space: nowrap; font-size: 8pt; }</style>";
    const html = htmlPage("Contacts — Kontakte — Επαφές — Контакты", [css, htmlTable(spec)]);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/**
 * Dates and times in columns ("12 Mar 2024", "09:30", "2024-03-12", "1:45") and cells with accents, ß, Greek
 * and Cyrillic letters: every cell's text must come out exactly as printed.
 */
export const datesUnicodeFixtures: Fixture[] = [
  {
    name: "gen_dates_times_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "dates_unicode",
    notes:
      "No rulings; written dates with the day zero-padded ('05 Mar 2024', so the month names line up), start and end times, ISO dates, a duration; every cell exact.",
    build: scheduleFixture("borderless", true, 18),
  },
  {
    name: "html_unicode_borderless",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "dates_unicode",
    notes:
      "Borderless HTML table of names, cities, addresses and notes with accents, ß, Greek (Ω) and Cyrillic (Ж) letters beside written dates and times; every cell exact.",
    build: htmlContacts("borderless"),
  },
  {
    name: "html_unicode_ruled",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "dates_unicode",
    notes: "The same contacts in a ruled HTML table.",
    build: htmlContacts("ruled"),
  },
];
