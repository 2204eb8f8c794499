import { TEMPLATE_PAGES_PAST_END } from "@pdftab/engine/input";
import type { PageError } from "../history/index.js";
import type { RerunPlan } from "./plan-rerun.js";

/**
 * The warnings after a re-extraction with the notice of a template's pages
 * past the document's end as the new settings give it: the stored one goes
 * (the template or the pages may have changed, and a run of some pages names
 * them itself, so the engine does not warn) and the plan's, if any, is put on
 * the selection's first page, where a first extraction has it (the engine
 * gives it on the first page read; docs/api.md, "Warnings").
 */
export function withPastEndNotice(warnings: PageError[], plan: Pick<RerunPlan, "selection" | "pastEnd">): PageError[] {
  const others = warnings.filter((w) => w.code !== TEMPLATE_PAGES_PAST_END);
  const first = plan.selection[0];
  if (!plan.pastEnd || first === undefined) return others;
  return [{ page: first, ...plan.pastEnd }, ...others].sort((a, b) => a.page - b.page);
}
