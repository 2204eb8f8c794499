import type { Table } from "@pdftab/engine";
import { errors } from "../../errors/index.js";
import type { RunningExtraction } from "../extraction-service.js";

/** Waits for an extraction and returns its tables, or throws its failure as an API error. */
export async function finishedTables(running: RunningExtraction): Promise<Table[]> {
  const outcome = await running.finished;
  if (!outcome.ok) throw errors.extractionFailed(outcome.error.code, outcome.error.message);
  return outcome.tables;
}
