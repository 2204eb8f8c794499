import type { Table } from "@pdftab/engine";
import type { ExtractInfo } from "@pdftab/export";
import { errors } from "../../errors/index.js";
import type { RunningExtraction } from "../extraction-service.js";
import type { PageError } from "../history/index.js";
import { ExtractionError } from "../pool/index.js";

/** Waits for an extraction and returns its tables and response, or throws its failure as an API error. */
export async function finishedTables(
  running: RunningExtraction,
): Promise<{ tables: Table[]; info: ExtractInfo; pageErrors: PageError[]; warnings: PageError[] }> {
  const outcome = await running.finished;
  if (!outcome.ok) throw errors.extractionFailed(outcome.error.code, outcome.error.message);
  const { tables, info, pageErrors, warnings } = outcome;
  // only a batch file's run (StartOptions.recordOnly) comes back without them, and no request waits for one
  if (!tables || !info) throw new Error("The extraction was run for its history row only");
  return { tables, info, pageErrors, warnings };
}

/** Runs pool work for a request; a failed task becomes the API error of its code. */
export async function poolWork<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ExtractionError) throw errors.extractionFailed(error.code, error.message);
    throw error;
  }
}
