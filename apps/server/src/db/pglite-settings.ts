import { PGlite } from "@electric-sql/pglite";

/**
 * Server settings PGlite starts with, beside its own defaults. PGlite's
 * cluster is made by initdb with PostgreSQL's server defaults (128 MB of
 * shared buffers, 100 connections), but here one process is the only
 * connection and the WebAssembly memory those pages land in never shrinks:
 * they were a third of the idle server's resident memory
 * (docs/operations.md, "Memory"). The data files stay in the operating
 * system's page cache, so a smaller buffer pool costs a copy, not a disk read.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  // one backend; every connection slot costs shared memory
  max_connections: "10",
  // index builds (migrations) and vacuum; PostgreSQL's 64 MB would stay in the WebAssembly memory after
  maintenance_work_mem: "16MB",
};

/** PGlite's start parameters: its defaults, then `-c name=value` for each of PGLITE_SETTINGS. */
export function pgliteStartParams(settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}
