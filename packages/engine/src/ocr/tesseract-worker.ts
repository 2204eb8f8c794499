import Tesseract from "tesseract.js";
import { EngineError } from "../errors.js";
import { tesseractThreadScript } from "../wasm/tesseract-module.js";
import { languageFolder } from "./languages.js";
import { MAX_OCR_CONCURRENCY } from "../options.js";
import { currentPageStop, ocrStopped } from "./page-stop.js";
import { secondsText } from "../seconds-words.js";

/** A worker is replaced after this many pages, so memory the OCR engine keeps between pages is given back. */
export const RECYCLE_AFTER_PAGES = 40;
/** An idle worker is stopped after this long, so a finished command or test can exit. */
const IDLE_MS = 15_000;
/** How often a recognition looks whether its page was stopped (page-stop.ts), in milliseconds. */
const STOP_POLL_MS = 50;

/** One word the OCR engine read, in pixels of the image it was given. */
export interface OcrWord {
  text: string;
  /** 0..100 as the OCR engine reports it. */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Position of its line in the OCR engine's reading order; words of one line share it. */
  line: number;
  /**
   * Its characters' boxes as the OCR engine placed them, same pixels. Stages
   * that change a word's text may leave these as read: trust them only while
   * their texts still spell the word.
   */
  glyphs?: OcrGlyph[];
  /**
   * Set on a line printed turned a quarter and read turned upright (`sideways-words.ts`): 90 reads
   * bottom to top, 270 top to bottom (degrees counter-clockwise, as a glyph's `direction`).
   */
  direction?: 90 | 270;
}

/** One character of a word read, and its box in pixels of the image read. */
export interface OcrGlyph {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Slot {
  key: string;
  worker: Promise<Tesseract.Worker>;
  pages: number;
  /** Recognitions under way on it. */
  busy: number;
  /** Stops it once it has been idle IDLE_MS. */
  idleTimer: ReturnType<typeof setTimeout> | null;
}

/**
 * At most this many OCR workers in one thread: one a page read at once. A
 * worker is started only when every worker is busy, which happens only while
 * several pages are read at once (`ocr.concurrency`): each page reads its
 * images one after another.
 */
const MAX_OCR_WORKERS = MAX_OCR_CONCURRENCY;

/** The OCR engine's page segmentation mode for each layout. */
const PAGE_SEGMENTATION = {
  page: Tesseract.PSM.SPARSE_TEXT,
  line: Tesseract.PSM.SINGLE_LINE,
  char: Tesseract.PSM.SINGLE_CHAR,
  block: Tesseract.PSM.SINGLE_BLOCK,
} as const;

/** This thread's workers, reused across pages and documents. */
let slots: Slot[] = [];

/** How an image is read: a page (the default) or a crop of one line of it. */
export interface RecognizeOptions {
  /**
   * "page": sparse-text layout, words found anywhere; "line": the image is one line of text (a crop of a
   * page); "char": the image is one character; "block": one block of lines (a stack of crops).
   */
  layout?: keyof typeof PAGE_SEGMENTATION;
  /**
   * Only these characters may be read (the OCR engine's character whitelist);
   * every character when absent. A crop known to hold a figure is read with
   * digits and number punctuation only, so "8" cannot come back as "B".
   */
  allowed?: string;
}

/**
 * Reads the words of a greyscale image (PGM bytes) with tesseract.js: an idle
 * worker of this thread's (a new one when all are busy, up to
 * MAX_OCR_WORKERS), reused across pages and documents, replaced every
 * RECYCLE_AFTER_PAGES pages (crops read as a line do not count: a page may
 * have dozens). Past `timeoutMs` the worker is terminated (the only way to
 * stop a recognition) and EngineError("page_timeout") is thrown; the next
 * page starts a fresh worker. A recognition of a page whose stop reads
 * aborted (`readStoppable`, polled: the stop may be a flag in shared memory)
 * is ended the same way, with EngineError("cancelled").
 */
export async function recognizeWords(
  image: Uint8Array,
  languages: readonly string[],
  dpi: number,
  timeoutMs: number,
  options: RecognizeOptions = {},
): Promise<OcrWord[]> {
  const layout = options.layout ?? "page";
  const stop = currentPageStop();
  if (stop?.aborted) throw ocrStopped();
  const current = acquire(languages, layout === "page");
  let timer: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new EngineError("page_timeout", `OCR ran past its ${secondsText(timeoutMs)} s budget for the page.`)),
      timeoutMs,
    );
    if (stop)
      poll = setInterval(() => {
        if (stop.aborted) reject(ocrStopped());
      }, STOP_POLL_MS);
  });
  try {
    const run = (async () => {
      const worker = await current.worker;
      await worker.setParameters({
        user_defined_dpi: String(Math.round(dpi)),
        tessedit_pageseg_mode: PAGE_SEGMENTATION[layout],
        // set on every call: the worker is shared, and a whitelist left from a crop would bind the next page
        tessedit_char_whitelist: options.allowed ?? "",
      });
      return worker.recognize(
        Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        {},
        { blocks: true, text: false },
      );
    })();
    // a call abandoned to the budget or a stop may still fail later; nobody waits for it then
    run.catch(() => {});
    const result = await Promise.race([run, timeout]);
    return wordsOf(result.data);
  } catch (error) {
    await discard(current);
    throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(poll);
    release(current);
  }
}

/** Recognitions under way in this thread now (tests: a stopped page's OCR is over). */
export function recognitionsUnderWay(): number {
  return slots.reduce((sum, s) => sum + s.busy, 0);
}

/** Stops the thread's OCR workers now (commands and tests call it when done). */
export async function shutdownOcr(): Promise<void> {
  await Promise.all([...slots].map(discard));
}

function acquire(languages: readonly string[], isPage: boolean): Slot {
  const key = languages.join("+");
  // Retired: stopped once their last recognition ends.
  for (const old of slots.filter((s) => s.key !== key || s.pages >= RECYCLE_AFTER_PAGES)) {
    slots = slots.filter((s) => s !== old);
    if (old.busy === 0) void discard(old);
  }
  const chosen =
    slots.find((s) => s.busy === 0) ??
    (slots.length < MAX_OCR_WORKERS ? start(key, languages) : slots.reduce((a, b) => (b.busy < a.busy ? b : a)));
  if (chosen.idleTimer) clearTimeout(chosen.idleTimer);
  chosen.idleTimer = null;
  if (isPage) chosen.pages++;
  chosen.busy++;
  return chosen;
}

function start(key: string, languages: readonly string[]): Slot {
  const worker = startWorker(key, languageFolder(languages));
  const started: Slot = { key, worker, pages: 0, busy: 0, idleTimer: null };
  slots.push(started);
  // A worker that fails to start is not kept.
  worker.catch(() => {
    slots = slots.filter((s) => s !== started);
  });
  return started;
}

/**
 * A tesseract.js worker whose thread instantiates the core compiled once per
 * process (src/wasm/tesseract-module.ts) instead of compiling its own; a
 * local folder as langPath, so it never falls back to a download.
 */
async function startWorker(key: string, langPath: string): Promise<Tesseract.Worker> {
  const workerPath = await tesseractThreadScript();
  return Tesseract.createWorker(key, Tesseract.OEM.LSTM_ONLY, {
    langPath,
    workerPath,
    cacheMethod: "none",
    gzip: true,
    errorHandler: () => {},
  });
}

function release(used: Slot): void {
  used.busy--;
  if (used.busy > 0) return;
  if (!slots.includes(used)) {
    void discard(used);
    return;
  }
  used.idleTimer = setTimeout(() => void discard(used), IDLE_MS);
  used.idleTimer.unref();
}

async function discard(s: Slot): Promise<void> {
  slots = slots.filter((other) => other !== s);
  if (s.idleTimer) clearTimeout(s.idleTimer);
  s.idleTimer = null;
  try {
    // Its thread is stopped, not through tesseract.js's terminate(): that also sets the worker it posts jobs to to
    // null, and a call still under way (recognize posts its job after an await) then posted to null inside a promise
    // nobody can catch (tesseract.js's send is async and not awaited): an unhandled rejection that crashed the whole
    // extraction thread when a page's OCR budget ran out. Posted to a stopped thread, a job is dropped.
    // The thread is tesseract.js's own field, not its API: should a later version drop it, its terminate() still
    // stops the thread (the race above comes back, a leaked thread does not).
    const worker = await s.worker;
    const thread = (worker as unknown as { worker?: { terminate?: () => Promise<number> } }).worker;
    if (typeof thread?.terminate === "function") await thread.terminate();
    else await worker.terminate();
  } catch {
    // Already gone: nothing to stop.
  }
}

function wordsOf(page: Tesseract.Page): OcrWord[] {
  const out: OcrWord[] = [];
  let lineNo = 0;
  for (const block of page.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        lineNo++;
        for (const w of line.words) {
          const text = w.text.trim();
          if (text === "") continue;
          out.push({
            text,
            confidence: w.confidence,
            x0: w.bbox.x0,
            y0: w.bbox.y0,
            x1: w.bbox.x1,
            y1: w.bbox.y1,
            line: lineNo,
            glyphs: (w.symbols ?? []).map((g) => ({ text: g.text, ...g.bbox })),
          });
        }
      }
    }
  }
  return out;
}
