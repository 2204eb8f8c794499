/**
 * Milliseconds worded as seconds, one way for every message that states a time budget or a time
 * taken: the reports of stopped and unread pages, the CLI's and the server's timeout errors, and
 * OCR's page budget. Loads nothing, so the entries for threads without MuPDF can carry it
 * (`@pdftab/engine/stopped-pages`).
 */

/**
 * Plain figures: no grouping (3600, not 3,600) and no exponent (0.0000004, not 4e-7). Made on the first
 * message, not as the module loads: a process's first `Intl.NumberFormat` sets up ICU's number data, 18-27 ms
 * of CPU (bench/README.md, "Intl on first use"), and the CLI and the engine's thread load this module on
 * their way to the first page though few runs ever word a time.
 */
let figures: Intl.NumberFormat | undefined;

/**
 * `ms` in seconds as a number's text: to a tenth from one second up (12345.6 -> "12.3", 30000 -> "30"),
 * to two figures below it (500 -> "0.5", 40 -> "0.04"), so a sub-second budget never reads as 0;
 * 999 rounds to "1". Nothing, a negative time or NaN is "0".
 */
export function secondsText(ms: number): string {
  if (!(ms > 0)) return "0";
  const seconds = ms / 1000;
  figures ??= new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  return figures.format(seconds >= 1 ? Math.round(seconds * 10) / 10 : Number(seconds.toPrecision(2)));
}

/** `ms` as "N seconds" (`secondsText`'s number), "1 second" in the singular: 500 -> "0.5 seconds", 1000 -> "1 second". */
export function secondsInWords(ms: number): string {
  const text = secondsText(ms);
  return `${text} ${text === "1" ? "second" : "seconds"}`;
}
