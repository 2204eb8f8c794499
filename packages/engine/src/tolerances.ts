import { EngineError } from "./errors.js";
import { DEFAULT_LATTICE_TOLERANCES, LATTICE_LIMITS, type LatticeTolerances } from "./lattice/settings.js";
import { DEFAULT_RULING_TOLERANCES, RULING_LIMITS, type RulingTolerances } from "./reader/rulings.js";
import { checkSettings } from "./setting-limits.js";
import { DEFAULT_STREAM_SETTINGS, STREAM_LIMITS, type StreamSettings } from "./stream/settings.js";
import { DEFAULT_TEXT_TOLERANCES, TEXT_LIMITS, type TextTolerances } from "./text/lines.js";
import { withFields } from "./with-fields.js";

/**
 * Every detector tolerance, grouped by stage: the engine's one settings
 * object (pdfplumber's single table-settings style). Each group's defaults and
 * limits live beside its stage; this file only puts them together.
 */
export interface Tolerances {
  /** Cleaning drawn lines into rulings (reader/rulings.ts). */
  ruling: RulingTolerances;
  /** Glyphs into words and lines (text/lines.ts). */
  text: TextTolerances;
  /** Ruled grids (lattice/settings.ts). */
  lattice: LatticeTolerances;
  /** Borderless (text alignment) tables (stream/settings.ts). */
  stream: StreamSettings;
}

/** A partial override of any group, as `EngineOptions.tolerances` takes it. */
export type ToleranceOverrides = { [G in keyof Tolerances]?: Partial<Tolerances[G]> };

/** The defaults of every group. */
export const DEFAULT_TOLERANCES: Readonly<Tolerances> = Object.freeze({
  ruling: DEFAULT_RULING_TOLERANCES,
  text: DEFAULT_TEXT_TOLERANCES,
  lattice: DEFAULT_LATTICE_TOLERANCES,
  stream: DEFAULT_STREAM_SETTINGS,
});

const GROUPS = Object.keys(DEFAULT_TOLERANCES) as (keyof Tolerances)[];

/**
 * The defaults with the given overrides applied, each checked against its
 * stage's limits: an unknown group or setting, a value that is not a finite
 * number, a fraction where a count is meant, or a number out of range throws
 * EngineError("invalid_options") naming the setting and what it must be.
 */
export function resolveTolerances(overrides: unknown): Tolerances {
  if (overrides !== undefined) {
    if (overrides === null || typeof overrides !== "object" || Array.isArray(overrides))
      fail("tolerances must be an object with ruling, text, lattice or stream settings");
    for (const group of Object.keys(overrides)) {
      if (!(GROUPS as string[]).includes(group))
        fail(`tolerances.${group} is not a settings group (known: ${GROUPS.join(", ")})`);
    }
  }
  const given = (overrides ?? {}) as Record<string, unknown>;
  return {
    ruling: groupWith(DEFAULT_RULING_TOLERANCES, checkSettings(given.ruling, RULING_LIMITS, "tolerances.ruling")),
    text: groupWith(DEFAULT_TEXT_TOLERANCES, checkSettings(given.text, TEXT_LIMITS, "tolerances.text")),
    lattice: groupWith(DEFAULT_LATTICE_TOLERANCES, checkSettings(given.lattice, LATTICE_LIMITS, "tolerances.lattice")),
    stream: groupWith(DEFAULT_STREAM_SETTINGS, checkSettings(given.stream, STREAM_LIMITS, "tolerances.stream")),
  };
}

/**
 * A group's defaults with its overrides: the defaults object itself when
 * nothing in the group is overridden, else a copy made by `withFields` (the
 * defaults' keys in their order, so one shape whatever order the overrides
 * come in). A spread (`{ ...defaults, ...overrides }`, as before) gave an
 * object of another shape than the defaults the stages use when called
 * without options (`buildLines`' and `buildRulings`' default arguments), and
 * once warm a shape of the spread's own: every function reading the settings
 * threw its optimised code away around the fourth extraction of a process
 * (bench/README.md, issue #17).
 */
function groupWith<T extends object>(defaults: T, overrides: Partial<T>): T {
  return Object.keys(overrides).length === 0 ? defaults : (withFields(defaults, overrides) as T);
}

function fail(reason: string): never {
  throw new EngineError("invalid_options", `Invalid options: ${reason}.`);
}
