/** Deterministic pseudo-random table data, so generated PDFs are identical on every run. */

const PLACES = [
  "Aberdeen",
  "Bergen",
  "Cork",
  "Dresden",
  "Evora",
  "Faro",
  "Genoa",
  "Haarlem",
  "Izmir",
  "Jena",
  "Kaunas",
  "Lyon",
  "Malmo",
  "Nantes",
  "Oulu",
  "Porto",
  "Quimper",
  "Riga",
  "Split",
  "Tartu",
  "Umea",
  "Varna",
  "Wroclaw",
  "Ypres",
  "Zadar",
];
const ITEMS = [
  "Steel bolts",
  "Copper wire",
  "Pine boards",
  "Glass panes",
  "Roof tiles",
  "Cement bags",
  "Paint tins",
  "Door hinges",
  "Cable ties",
  "Floor tiles",
];

/** A small linear congruential generator; the seed fixes the sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** An integer with thousands separators, e.g. 12,345. */
export function grouped(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** A place name picked by the generator. */
export function place(random: () => number): string {
  return PLACES[Math.floor(random() * PLACES.length)] ?? "Riga";
}

/** An item name picked by the generator. */
export function item(random: () => number): string {
  return ITEMS[Math.floor(random() * ITEMS.length)] ?? "Cable ties";
}

/** A body row of a ledger-like table: id, place, item, quantity, unit price, total. */
export function ledgerRow(random: () => number, id: number): string[] {
  const qty = 1 + Math.floor(random() * 900);
  const price = 0.5 + Math.floor(random() * 20000) / 100;
  return [String(id), place(random), item(random), grouped(qty), price.toFixed(2), grouped(qty * price)];
}

/** Header of `ledgerRow`. */
export const LEDGER_HEADER = ["No.", "Depot", "Item", "Quantity", "Unit price", "Total"];
