import { setFlagsFromString } from "node:v8";

/**
 * V8 optimises a function with TurboFan once it has run about `--interrupt-budget` bytes of its
 * bytecode (67584 in Node 20). The flag below makes that eight times as much, as the server does
 * (apps/server/src/optimising-budget.ts): a command reads one document and exits, and code that
 * runs a few hundred times (the start, the first pages, the output's writer) is no longer
 * optimised on V8's background threads for nothing (packages/cli/README.md, "Start-up cost").
 */
export const OPTIMISING_BUDGET_FLAG = "--interrupt-budget=540672";

/**
 * Sets `OPTIMISING_BUDGET_FLAG` for this process (every thread). Like every V8 flag it is set only
 * once the extraction thread has booted (supervise/extract-thread.ts).
 */
export function raiseOptimisingBudget(): void {
  setFlagsFromString(OPTIMISING_BUDGET_FLAG);
}
