import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { median } from "./alternate.js";

/**
 * Variables a machine may set for every Node process that change what a start costs, not what
 * pdftab does. `NODE_EXTRA_CA_CERTS` makes Node read and parse a bundle of certificates before
 * the first line of any script runs: on a machine behind a proxy with a ~200 KB bundle that was
 * 70-90 ms of every start (bench/README.md, "Whole processes and the machine's environment"), a
 * cost a user's own machine does not have and the bare pass would share, flattering the ratios.
 */
export const START_COST_VARIABLES = ["NODE_EXTRA_CA_CERTS"] as const;

/** `env` without the variables of `START_COST_VARIABLES`: the environment every timed process runs in. */
export function timedProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const clean = { ...env };
  for (const name of START_COST_VARIABLES) delete clean[name];
  return clean;
}

/** Which of `START_COST_VARIABLES` `env` sets. */
export function startCostVariablesSet(env: NodeJS.ProcessEnv = process.env): string[] {
  return START_COST_VARIABLES.filter((name) => env[name] !== undefined);
}

/** What an empty Node process costs with this machine's environment and with the timed one. */
export interface NodeStartCost {
  variables: string[];
  /** Median wall time of `node -e 0` with the inherited environment, in milliseconds. */
  withMs: number;
  /** The same without the variables. */
  withoutMs: number;
  rounds: number;
}

/**
 * Times `node -e 0` alternately with this process's environment and with `timedProcessEnv`, or
 * returns null when the environment sets none of the variables (nothing is left out then).
 */
export function nodeStartCost(rounds = 7): NodeStartCost | null {
  const variables = startCostVariablesSet();
  if (variables.length === 0) return null;
  const time = (env: NodeJS.ProcessEnv) => {
    const started = performance.now();
    spawnSync(process.execPath, ["-e", "0"], { env });
    return performance.now() - started;
  };
  const withMs: number[] = [];
  const withoutMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    withMs.push(time(process.env));
    withoutMs.push(time(timedProcessEnv()));
  }
  return { variables, withMs: median(withMs), withoutMs: median(withoutMs), rounds };
}

/** The report's line for `nodeStartCost`. */
export function nodeStartLine(cost: NodeStartCost): string {
  return (
    `Node start  ${cost.variables.join(", ")} set here adds ${(cost.withMs - cost.withoutMs).toFixed(0)} ms to every Node start ` +
    `(node -e 0: ${cost.withMs.toFixed(0)} vs ${cost.withoutMs.toFixed(0)} ms, medians of ${cost.rounds} alternate runs); ` +
    "the whole-process figures above run without it"
  );
}
