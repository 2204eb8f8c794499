/** Which decimal separator a number's text proves, if any. */
export type DecimalEvidence = "." | "," | "either" | "none";

/** What one cell's text says about being a number, before the column picks a convention. */
export interface NumberReading {
  /** Proven decimal separator; "either" when "1,234" could be a grouped integer or a decimal. */
  evidence: DecimalEvidence;
  negative: boolean;
  percent: boolean;
  currency: string | null;
  /** Digits before the decimal separator carry a leading zero ("007"): an id, not a quantity. */
  leadingZero: boolean;
  /** More significant digits than a double keeps exactly: an id, not a quantity. */
  tooLong: boolean;
  /** The bare digits and separators, signs and symbols removed. */
  core: string;
}

const CURRENCY = /^(?:[$€£¥₹₩₽₺₪]|US\$|R\$|CHF|USD|EUR|GBP|JPY|CAD|AUD|SEK|NOK|DKK|PLN|CZK)/u;
const CURRENCY_END = /(?:[$€£¥₹₩₽₺₪]|CHF|USD|EUR|GBP|JPY|CAD|AUD|SEK|NOK|DKK|PLN|CZK|kr|zł|Kč)$/u;
const GROUP_SPACES = /[ \u00a0\u202f\u2009']/g;
const HAS_GROUP_SPACE = /[ \u00a0\u202f\u2009']/;
/** The characters of `GROUP_SPACES`. */
const GROUP_SPACE_CHARS = " \u00a0\u202f\u2009'";
const PLAIN_DIGITS = /^\d+$/;
/** Spaces printed between the digits and the decimal part ("468 .3"): a typesetting gap, not a grouping. */
const GAP_BEFORE_DECIMALS = /[ \u00a0\u202f\u2009]+(?=[.,]\d+$)/u;

function plainInteger(s: string): NumberReading {
  return {
    evidence: "none",
    negative: false,
    percent: false,
    currency: null,
    leadingZero: s.length > 1 && s.startsWith("0"),
    tooLong: s.replace(/^0+/, "").length > 15,
    core: s,
  };
}

/** Reads a cell's text as a number shape, or null when it is not a number in any convention. */
export function readNumber(raw: string): NumberReading | null {
  let s = raw.trim();
  if (!s || s.length > 40) return null;
  if (PLAIN_DIGITS.test(s)) return plainInteger(s); // the common case, without the general machinery
  let negative = false;
  let percent = false;
  let currency: string | null = null;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  const sign = /^[-+\u2212]/.exec(s);
  if (sign) {
    negative = negative || sign[0] !== "+";
    s = s.slice(1).trim();
  }
  const lead = CURRENCY.exec(s);
  if (lead) {
    currency = lead[0];
    s = s.slice(lead[0].length).trim();
  }
  if (!negative && /^[-\u2212]/.test(s)) {
    negative = true; // "$-12" as well as "-$12"
    s = s.slice(1).trim();
  }
  if (s.endsWith("%")) {
    percent = true;
    s = s.slice(0, -1).trim();
  }
  const trail = currency ? null : CURRENCY_END.exec(s);
  if (trail) {
    currency = trail[0];
    s = s.slice(0, -trail[0].length).trim();
  }
  s = s.replace(GAP_BEFORE_DECIMALS, "");
  if (!/^(?:\d[\d.,' \u00a0\u202f\u2009]*\d|\d|[.,]\d+)$/u.test(s)) return null;
  const evidence = decimalEvidence(s);
  if (evidence === null) return null;
  const digits = s.replace(/\D/g, "");
  const integerPart = integerDigits(s, evidence);
  return {
    evidence,
    negative,
    percent,
    currency,
    leadingZero: integerPart.length > 1 && integerPart.startsWith("0"),
    tooLong: digits.replace(/^0+/, "").length > 15,
    core: s,
  };
}

/** The numeric value of a reading under the column's decimal separator; null when the text contradicts it. */
export function numberValue(reading: NumberReading, decimal: "." | ","): number | null {
  if (reading.evidence !== "none" && reading.evidence !== "either" && reading.evidence !== decimal) return null;
  const plain = plainDigits(reading.core, decimal);
  if (plain === null) return null;
  const magnitude = Number(plain);
  if (!Number.isFinite(magnitude)) return null;
  const value = reading.negative && magnitude !== 0 ? -magnitude : magnitude; // "(0.0)" is 0, not -0
  return reading.percent ? Number((value / 100).toPrecision(15)) : value; // 33.3% -> 0.333, not 0.33299999999999996
}

/**
 * The digits of a reading's core with its decimal separator as ".", group separators and spaces dropped; null unless
 * that leaves digits with at most one point. One pass over the characters: the replace, split, join and pattern it
 * stands for were a sixth of a JSON export's time (packages/export/README.md, "Reading numbers").
 */
function plainDigits(core: string, decimal: "." | ","): string | null {
  const group = decimal === "." ? "," : ".";
  let plain = "";
  let digits = 0;
  let point = false;
  for (let i = 0; i < core.length; i++) {
    const ch = core[i]!;
    if (ch >= "0" && ch <= "9") {
      plain += ch;
      digits++;
    } else if (ch === decimal) {
      if (point) return null; // a second decimal separator
      point = true;
      plain += ".";
    } else if (ch !== group && !GROUP_SPACE_CHARS.includes(ch)) return null;
  }
  return digits > 0 ? plain : null;
}

/** Digits after the decimal separator under the column's convention (for the number format). */
export function decimalPlaces(reading: NumberReading, decimal: "." | ","): number {
  if (reading.evidence === "either") return reading.core.includes(decimal) ? 3 : 0;
  const at = reading.core.lastIndexOf(decimal);
  return at < 0 ? 0 : reading.core.length - at - 1;
}

/** True when the digits are grouped in thousands under the column's convention. */
export function hasGrouping(reading: NumberReading, decimal: "." | ","): boolean {
  const group = decimal === "." ? "," : ".";
  return reading.core.includes(group) || /[ \u00a0\u202f\u2009']/.test(reading.core);
}

function decimalEvidence(s: string): DecimalEvidence | null {
  const spaced = HAS_GROUP_SPACE.test(s);
  const body = spaced ? s.replace(GROUP_SPACES, "") : s;
  if (spaced && !validGroups(s.split(/[.,]/)[0]!.split(/[ \u00a0\u202f\u2009']/))) return null;
  const commas = count(body, ",");
  const points = count(body, ".");
  if (commas === 0 && points === 0) return "none";
  if (commas > 0 && points > 0) {
    const decimal = body.lastIndexOf(",") > body.lastIndexOf(".") ? "," : ".";
    const group = decimal === "," ? "." : ",";
    if (count(body, decimal) !== 1) return null;
    const [whole] = body.split(decimal);
    return validGroups(whole!.split(group)) ? decimal : null;
  }
  const sep = commas > 0 ? "," : ".";
  const other = sep === "," ? "." : ",";
  const parts = body.split(sep);
  if (parts.length > 2) return validGroups(parts) ? other : null;
  if (spaced) return sep; // "1 234,5": spaces group, so the separator is the decimal one
  const [whole, fraction] = parts as [string, string];
  if (whole === "") return sep; // ".5"
  if (fraction.length !== 3 || whole.length > 3 || whole === "0") return sep;
  return "either";
}

function validGroups(groups: string[]): boolean {
  return groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)));
}

function integerDigits(s: string, evidence: DecimalEvidence): string {
  const body = s.replace(GROUP_SPACES, "");
  if (evidence === "." || evidence === ",") return body.split(evidence)[0]!.replace(/\D/g, "");
  if (evidence === "none") return body;
  return body.replace(/\D/g, ""); // grouped reading: "0,123" never reaches here (whole === "0")
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let at = s.indexOf(ch); at >= 0; at = s.indexOf(ch, at + 1)) n++;
  return n;
}
