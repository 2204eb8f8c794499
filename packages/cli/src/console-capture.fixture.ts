import { afterEach, beforeEach, vi } from "vitest";

/** What the CLI printed during one test: each `console.error` and `console.log` call, its arguments joined by spaces. */
export interface CapturedConsole {
  readonly errors: string[];
  readonly logs: string[];
}

/**
 * Captures the CLI's console output in every test of the calling file: the lists are emptied
 * before each test (in place, so a destructured list stays current) and the console is given
 * back after it. Call it once at the top of a test file.
 */
export function captureConsole(): CapturedConsole {
  const captured: CapturedConsole = { errors: [], logs: [] };
  beforeEach(() => {
    captured.errors.length = 0;
    captured.logs.length = 0;
    vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void captured.errors.push(a.join(" ")));
    vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void captured.logs.push(a.join(" ")));
  });
  afterEach(() => vi.restoreAllMocks());
  return captured;
}
