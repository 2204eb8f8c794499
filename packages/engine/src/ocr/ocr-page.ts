import type * as mupdf from "mupdf";
import { EngineError } from "../errors.js";
import { secondsText } from "../seconds-words.js";
import { buildRulings, type RulingTolerances } from "../reader/rulings.js";
import type { BBox, CancelSignal, PageContent } from "../types.js";
import { turnBox, unturnBox } from "../geometry/rotation.js";
import { inkShare, shrinkImage, type GrayImage } from "./gray-image.js";
import { findBackgroundLines } from "./background-lines.js";
import { findPixelLines, toSegments } from "./image-rulings.js";
import { findShadedStripes } from "./shaded-stripes.js";
import { glyphsFromWords, type OcrWordBox } from "./ocr-glyphs.js";
import { LOW_SCAN_OCR_DPI, ocrResolution, renderForOcr } from "./page-image.js";
import { hasSmallType } from "./small-type.js";
import { scanResolution } from "./scan-resolution.js";
import type { OcrWord } from "./tesseract-worker.js";
import { joinDigitGroups } from "./digit-groups.js";
import { findLoneDashes } from "./lone-dashes.js";
import { regroupLines } from "./word-lines.js";
import { dropLinesThroughWords } from "./lines-through-words.js";
import { trimOverlongWords } from "./overlong-words.js";
import { readUpright } from "./upright-reading.js";
import { readStoppable } from "./page-stop.js";
import { readUnreadInk } from "./unread-ink.js";
import { readSidewaysWords } from "./sideways-words.js";
import { restoreFaintPoints } from "./faint-points.js";
import { findSolidFills } from "./solid-fills.js";
import { restoreLeadingMinus } from "./leading-minus.js";
import { readDashKinds } from "./dash-kinds.js";
import { rereadFigures } from "./figure-rereads.js";
import { rereadCodes } from "./code-rereads.js";
import { readFigureLookalikes } from "./figure-lookalikes.js";
import { readLetterLookalikes } from "./letter-lookalikes.js";
import { readTrademarkLetters } from "./trademark-letters.js";
import { readGlyphMatches } from "./glyph-matches.js";

/** Below this share of ink the page is blank (specks of dust): nothing to read. */
const BLANK_INK = 0.0005;
/** The blank-page check runs on a copy at about this resolution. */
const ANALYSIS_DPI = 100;

/** How a page is read by OCR. */
export interface OcrSettings {
  languages: readonly string[];
  /** Budget for reading the page's words (every recognition of it), in milliseconds. */
  timeoutMs: number;
  rulingTolerances: RulingTolerances;
  /** Once this reads aborted, the page's OCR ends at once with EngineError("cancelled") (a page begun ahead that is no longer needed). */
  stop?: CancelSignal;
}

/** What OCR made of a page: content for the detectors, in the frame of the straightened image. */
export interface OcrPage {
  /** Glyphs from OCR words and rulings from the image, in points of the straightened page. */
  content: PageContent;
  /** Each OCR word with its 0..1 confidence, same frame. */
  words: OcrWordBox[];
  /** Maps a box of the straightened page back to the page as displayed. */
  toPage(box: BBox): BBox;
  /** Maps a box of the page as displayed onto the straightened page. */
  toFrame(box: BBox): BBox;
  /** Quarter turns (clockwise) and skew (degrees) that straightened it. */
  turnedBy: 0 | 90 | 180 | 270;
  skew: number;
  /** Mean word confidence 0..1 (0 when no words). */
  meanConfidence: number;
  dpi: number;
}

/**
 * Reads a page without a usable text layer: renders it at OCR resolution
 * (higher for a low-resolution scan or very small type),
 * turns it upright and straightens a small skew, finds ruling lines as long
 * pixel runs, turns white text on dark filled bands (a header row printed
 * white on navy) to dark on paper, erases rulings and dot leaders (table
 * borders and leaders confuse the OCR engine's layout analysis) and reads the
 * words with their boxes and confidences (`readUpright`: the way round that
 * reads best), adding the lone dashes of "-" cells the OCR engine passed over,
 * column heads printed sideways, read from turned crops (`readSidewaysWords`),
 * and the words it skipped, read again from crops of the ink no word covers
 * (`readUnreadInk`), reading lone glyphs by their likeness to the page's
 * surely read characters (`readGlyphMatches`), reading letters among figures as the figures they look
 * like (`readFigureLookalikes`) and figures among lower-case letters no taller
 * than those as the letters they look like (`readLetterLookalikes`), a trademark sign as tall as the
 * text as the capitals "TM" (`readTrademarkLetters`), reading doubtful figures again from upscaled crops
 * (`rereadFigures`), codes read with letters for figures ("Ql" beside "Q2") read
 * again from crops (`rereadCodes`), and giving figures back the faint decimal points and
 * the minus signs it passed over (`restoreFaintPoints`, `restoreLeadingMinus`),
 * and dashes standing alone the kind their width shows (`readDashKinds`).
 */
export function ocrPage(doc: mupdf.Document, pageNumber: number, settings: OcrSettings): Promise<OcrPage> {
  return readStoppable(settings.stop, () => readPage(doc, pageNumber, settings)).catch((error: unknown) => {
    throw withPageBudget(error, settings.timeoutMs);
  });
}

/**
 * A page's reads share its OCR budget, each given what is left of it, so a read that runs out names
 * the time it had left ("OCR ran past its 0.001 s budget" on a page given 60 s): the page's own
 * budget is what a user set (`--ocr-timeout`, `ocr.pageTimeoutMs`) and what they can raise.
 */
function withPageBudget(error: unknown, budgetMs: number): unknown {
  if (!(error instanceof EngineError) || error.code !== "page_timeout") return error;
  return new EngineError("page_timeout", `OCR ran past its ${secondsText(budgetMs)} s budget for the page.`);
}

async function readPage(doc: mupdf.Document, pageNumber: number, settings: OcrSettings): Promise<OcrPage> {
  const deadline = performance.now() + settings.timeoutMs;
  const left = () => deadline - performance.now();
  let rendered = renderForOcr(doc, pageNumber, ocrResolution(scanResolution(doc, pageNumber)));
  // very small type reads better larger, as a low-resolution scan does (small-type.ts)
  if (rendered.dpi < LOW_SCAN_OCR_DPI && hasSmallType(rendered.image, rendered.dpi))
    rendered = renderForOcr(doc, pageNumber, LOW_SCAN_OCR_DPI);
  const { scale, dpi } = rendered;
  const original = rendered.image;
  if (inkShare(shrinkImage(original, dpi / ANALYSIS_DPI)) < BLANK_INK) {
    return finish(pageNumber, original, { image: original, turn: 0, skew: 0 }, [], [], scale, settings, dpi);
  }
  const best = await readUpright(original, dpi, settings.languages, left);
  let words = trimOverlongWords(best.words, best.clean);
  words = [...words, ...findLoneDashes(best.clean, words)];
  words = await readSidewaysWords(best.clean, words, dpi, settings.languages, left);
  words = await readUnreadInk(best.clean, words, dpi, settings.languages, left);
  words = readGlyphMatches(best.clean, words);
  words = readFigureLookalikes(words);
  words = readLetterLookalikes(best.clean, words);
  words = readTrademarkLetters(words);
  words = await rereadFigures(best.clean, words, dpi, settings.languages, left);
  words = await rereadCodes(best.clean, words, dpi, settings.languages, left);
  words = restoreFaintPoints(best.clean, words);
  words = restoreLeadingMinus(best.clean, words);
  words = readDashKinds(words);
  const straight = { image: best.upright, turn: best.turn, skew: best.skew };
  return finish(pageNumber, original, straight, best.lines, words, scale, settings, dpi);
}

function finish(
  pageNumber: number,
  original: GrayImage,
  straight: { image: GrayImage; turn: 0 | 90 | 180 | 270; skew: number },
  lines: ReturnType<typeof findPixelLines>,
  words: OcrWord[],
  scale: number,
  settings: OcrSettings,
  dpi: number,
): OcrPage {
  const width = straight.image.width / scale,
    height = straight.image.height / scale;
  const { glyphs, boxes } = glyphsFromWords(joinDigitGroups(regroupLines(words)), scale);
  const drawn = [...dropLinesThroughWords(lines, words), ...findBackgroundLines(straight.image, dpi)];
  const rulings = buildRulings(toSegments(drawn, scale), width, height, settings.rulingTolerances);
  const content: PageContent = {
    page: pageNumber,
    width,
    height,
    rotation: 0,
    glyphs,
    rulings,
    filledRects: [...findShadedStripes(straight.image, dpi, scale), ...findSolidFills(straight.image, dpi, scale)],
    images: [],
  };
  const mean = boxes.length ? boxes.reduce((s, b) => s + b.confidence, 0) / boxes.length : 0;
  return {
    content,
    words: boxes,
    ...frameMaps(original, straight.image, straight.turn, straight.skew, scale),
    turnedBy: straight.turn,
    skew: straight.skew,
    meanConfidence: Math.round(mean * 1000) / 1000,
    dpi: Math.round(dpi),
  };
}

/**
 * The maps between the straightened page and the page as displayed: points to
 * pixels, the small rotation (as `rotateImage` samples), the quarter turn,
 * pixels to points; a box maps to the box around its four mapped corners.
 */
function frameMaps(
  original: GrayImage,
  straight: GrayImage,
  turn: 0 | 90 | 180 | 270,
  skew: number,
  scale: number,
): { toPage(b: BBox): BBox; toFrame(b: BBox): BBox } {
  const a = (skew * Math.PI) / 180;
  const cos = Math.cos(a),
    sin = Math.sin(a);
  // The skew was applied after the quarter turn, about the centre of the straight image.
  const cx = (straight.width - 1) / 2,
    cy = (straight.height - 1) / 2;
  const W = original.width,
    H = original.height;
  const back = (px: number, py: number): [number, number] => {
    const dx = px - cx,
      dy = py - cy;
    const sx = cx + dx * cos - dy * sin;
    const sy = cy + dx * sin + dy * cos;
    // Undo the quarter turn; pixel centres run 0..W-1, hence the page of W-1 x H-1.
    const p = unturnBox({ x0: sx, y0: sy, x1: sx, y1: sy }, turn, W - 1, H - 1);
    return [p.x0, p.y0];
  };
  const forth = (ox: number, oy: number): [number, number] => {
    const t = turnBox({ x0: ox, y0: oy, x1: ox, y1: oy }, turn, W - 1, H - 1);
    const dx = t.x0 - cx,
      dy = t.y0 - cy;
    return [cx + dx * cos + dy * sin, cy - dx * sin + dy * cos];
  };
  const mapBox =
    (map: (x: number, y: number) => [number, number]) =>
    (b: BBox): BBox => {
      const corners = [
        map(b.x0 * scale, b.y0 * scale),
        map(b.x1 * scale, b.y0 * scale),
        map(b.x0 * scale, b.y1 * scale),
        map(b.x1 * scale, b.y1 * scale),
      ];
      const xs = corners.map((c) => c[0] / scale),
        ys = corners.map((c) => c[1] / scale);
      return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    };
  return { toPage: mapBox(back), toFrame: mapBox(forth) };
}
