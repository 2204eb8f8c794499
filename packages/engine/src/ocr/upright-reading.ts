import { quarterTurn } from "../geometry/rotation.js";
import { rotateImage, shrinkImage, toPgm, turnImage, type GrayImage } from "./gray-image.js";
import { bandReadsBetterFlipped, MIN_SAMPLE_WORDS } from "./flip-sample.js";
import { findDarkBands, invertDarkBands } from "./dark-bands.js";
import { findGreyBands, lightenGreyBands } from "./grey-bands.js";
import { eraseLines, findPixelLines, type PixelLine } from "./image-rulings.js";
import { findCellDividers } from "./cell-dividers.js";
import { eraseLeaderDots } from "./leader-dots.js";
import { textAxis } from "./orientation.js";
import { estimateSkew } from "./skew.js";
import { recognizeWords, type OcrWord } from "./tesseract-worker.js";

/** A reading this good (mean word confidence, 0..100) over a few words is not tried another way round. */
const GOOD_MEAN = 70;
const GOOD_WORDS = 3;
/** A word read at least this sure (0..100) counts towards a reading's score. */
const SURE = 50;
/** Orientation and skew are measured on a copy at about this resolution. */
const ANALYSIS_DPI = 100;

/** The page read one way round: the straightened image, its ruling lines, and the words read from it. */
export interface Reading {
  turn: 0 | 90 | 180 | 270;
  /** Skew (degrees) straightened after the quarter turn. */
  skew: number;
  /** The turned, straightened page. */
  upright: GrayImage;
  /** The same with dark bands turned to dark text on paper and rulings and dot leaders erased: what the words were read from. */
  clean: GrayImage;
  lines: PixelLine[];
  words: OcrWord[];
}

/**
 * Reads a page the way round its text runs. The axis comes from ink profiles
 * (`textAxis`); when that reading is poor (under GOOD_WORDS words, or a mean
 * confidence under GOOD_MEAN) and its busiest band reads better turned 180
 * degrees (`mayReadBetterFlipped`), the whole page is read turned, and when
 * neither reads anything (under GOOD_WORDS words at least half sure), or
 * the page was guessed to lie on its side and neither reads well, along the
 * other axis, both ways if need be: a page holding nothing but a table's
 * columns smears into bars up and down as well as across, and read on its
 * side it gives few words or none. The most confident reading wins (summed
 * confidence of the words read at least half sure). Every reading shares the
 * page's budget: `left()` milliseconds remain.
 */
export async function readUpright(
  original: GrayImage,
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<Reading> {
  const small = shrinkImage(original, dpi / ANALYSIS_DPI);
  const guess = textAxis(small, (dpi * small.width) / original.width) === "horizontal" ? 0 : 90;
  const first = await readTurned(original, guess, dpi, languages, left);
  let best = first;
  const tryAlso = async (read: () => Promise<Reading>): Promise<Reading> => {
    const reading = await read();
    if (score(reading.words) > score(best.words)) best = reading;
    return reading;
  };
  if (!readsWell(best.words) && left() > 0 && (await mayReadBetterFlipped(first, dpi, languages, left)))
    await tryAlso(() => readFlipped(first, dpi, languages, left));
  // a worn page read the right way round reads poorly too, but not as nothing: it is not read twice more.
  // A page guessed to lie on its side that reads poorly is read across too: a page of bare table
  // columns smears into bars up and down more than across, and read on its side its digits still
  // come back as a few half-sure "words"; pages on their side are the rare case.
  if ((readsNothing(best.words) || (guess === 90 && !readsWell(best.words))) && left() > 0) {
    const across = await tryAlso(() => readTurned(original, guess === 0 ? 90 : 0, dpi, languages, left));
    if (!readsWell(best.words) && left() > 0 && (await mayReadBetterFlipped(across, dpi, languages, left)))
      await tryAlso(() => readFlipped(across, dpi, languages, left));
  }
  return best;
}

/**
 * Turns the page a quarter `turn`, straightens its skew, turns white text on
 * dark bands to dark on paper (`invertDarkBands`), lifts mid-grey fills under
 * dark type to paper (`lightenGreyBands`), erases its rulings and dot
 * leaders, and reads it. Rulings are found on the page as printed, so the
 * table sees the same lines as without the inversion.
 */
async function readTurned(
  original: GrayImage,
  turn: 0 | 90,
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<Reading> {
  const turned = turnImage(original, turn);
  const skew = estimateSkew(shrinkImage(turned, dpi / ANALYSIS_DPI));
  const upright = rotateImage(turned, skew);
  const lines = rulingLines(upright, dpi);
  const bands = findDarkBands(upright, dpi);
  const inverted = invertDarkBands(upright, bands, dpi);
  const forOcr = lightenGreyBands(inverted, findGreyBands(inverted, dpi), dpi);
  const clean = eraseLeaderDots(eraseLines(forOcr, lines, dpi), dpi).image;
  const words = await recognizeWords(toPgm(clean), languages, dpi, Math.max(1, left()));
  return { turn, skew, upright, clean, lines, words };
}

/** The same reading's page upside down: the erased image turned, read again. */
async function readFlipped(
  reading: Reading,
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<Reading> {
  const clean = turnImage(reading.clean, 180);
  const words = await recognizeWords(toPgm(clean), languages, dpi, Math.max(1, left()));
  const upright = turnImage(reading.upright, 180);
  return {
    ...reading,
    turn: quarterTurn(reading.turn + 180),
    upright,
    clean,
    lines: rulingLines(upright, dpi),
    words,
  };
}

/**
 * Whether a poor reading is worth reading again upside down: always when it
 * gave too few words to sample, else when its busiest band reads better
 * turned (`bandReadsBetterFlipped`).
 */
async function mayReadBetterFlipped(
  reading: Reading,
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<boolean> {
  if (reading.words.length < MIN_SAMPLE_WORDS) return true;
  return bandReadsBetterFlipped(reading.clean, reading.words, dpi, languages, left);
}

function readsWell(words: readonly OcrWord[]): boolean {
  if (words.length < GOOD_WORDS) return false;
  return words.reduce((s, w) => s + w.confidence, 0) / words.length >= GOOD_MEAN;
}

function readsNothing(words: readonly OcrWord[]): boolean {
  return words.filter((w) => w.confidence >= SURE).length < GOOD_WORDS;
}

function score(words: readonly OcrWord[]): number {
  return words.reduce((s, w) => s + (w.confidence >= SURE ? w.confidence : 0), 0);
}

/** The page's ruling lines in pixels: long runs of ink (`findPixelLines`) and the short dividers between cells of a row they bound (`findCellDividers`). */
function rulingLines(img: GrayImage, dpi: number): PixelLine[] {
  const lines = findPixelLines(img, dpi);
  return [...lines, ...findCellDividers(img, lines, dpi)];
}
