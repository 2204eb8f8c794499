import { expect, it } from "vitest";
import { startServerProcess } from "./test/server-process.js";

it("`npm run worker` without DATABASE_URL exits 1 with one line saying workers need PostgreSQL", async () => {
  const worker = startServerProcess("worker", { DATABASE_URL: "", BATCH_WORKERS: "" });
  expect((await worker.exited).code).toBe(1);
  const lines = worker
    .output()
    .trim()
    .split("\n")
    .filter((l) => !l.includes("ExperimentalWarning"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^pdftab worker needs PostgreSQL: set DATABASE_URL/);
});
