/**
 * Month names as dates write them, English and the common short forms of German, French, Spanish and
 * Italian ("Mar", "March", "Sept.", "Mär", "févr.", "ene"), with an optional full stop or comma.
 */
const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mär|mrz|mai|juni|juli|okt(?:ober)?|dez(?:ember)?|janv(?:ier)?|févr(?:ier)?|fév|mars|avr(?:il)?|juin|juil(?:let)?|août|déc(?:embre)?|ene(?:ro)?|abr(?:il)?|ago(?:sto)?|dic(?:iembre)?|gen(?:naio)?|giu(?:gno)?|lug(?:lio)?|ott(?:obre)?)[.,]?$/iu;
/** A day of the month, with an optional full stop, comma or ordinal ("5", "05", "12.", "12,", "1st", "3rd"). */
const DAY = /^(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?[.,]?$/iu;
/** A year of four figures, with an optional comma or full stop after it. */
const YEAR = /^(?:1[89]|2\d)\d\d[.,]?$/u;
/** A clock time ("09:30", "9.30", "14:05:10"). */
const TIME = /^(?:[01]?\d|2[0-3])[:.][0-5]\d(?::[0-5]\d)?$/u;
/** What follows a clock time as part of it. */
const MERIDIEM = /^(?:am|pm|a\.m\.|p\.m\.|h|uhr|utc|gmt)$/iu;

/**
 * True when two words a space apart are parts of one date or time written out ("12 Mar", "Mar 2024",
 * "March 12,", "12, 2024", "09:30 am"), so the space between them parts no cells: in a column of dates
 * whose day is padded ("01 Mar 2024") or whose year is right-aligned ("3 Jan 2024"), that space lines up
 * on every row as a column gap does.
 */
export function continuesDate(before: string, after: string): boolean {
  if (DAY.test(before) && MONTH.test(after)) return true;
  if (MONTH.test(before) && (DAY.test(after) || YEAR.test(after))) return true;
  if (/,$/u.test(before) && DAY.test(before) && YEAR.test(after)) return true;
  return TIME.test(before) && MERIDIEM.test(after);
}
