import { call, filesBody } from "./http.js";

/** A batch as `GET /batch/` lists it. */
export interface BatchListed {
  id: string;
  status: string;
  progress: { processed_files: number; successful_files: number; failed_files: number };
}

/** One batch timed from the start of its upload to its end. */
export interface BatchRun {
  batch: BatchListed;
  /** Upload and queueing (until `/batch/create` answered). */
  queuedMs: number;
  wallMs: number;
}

/**
 * Posts `files` as one xlsx batch to the server at `base` for the user of
 * `token` and polls `/batch/` every 100 ms until the batch has ended.
 */
export async function runBatch(
  base: string,
  token: string,
  files: { name: string; data: Uint8Array }[],
): Promise<BatchRun> {
  const auth = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const { body, contentType } = filesBody(files, { format: "xlsx" });
  const created = await call<{ batch_id: string }>(`${base}/batch/create`, {
    method: "POST",
    headers: { ...auth, "content-type": contentType },
    body,
  });
  const queuedMs = performance.now() - started;
  for (;;) {
    const batch = (await call<BatchListed[]>(`${base}/batch/`, { headers: auth })).find(
      (b) => b.id === created.batch_id,
    );
    if (!batch) throw new Error("BENCH_BATCH_LOST: the batch disappeared");
    if (!["pending", "processing"].includes(batch.status))
      return { batch, queuedMs, wallMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Registers a user on the server at `base` and returns its access token. */
export async function register(base: string, email: string): Promise<string> {
  const { access_token: token } = await call<{ access_token: string }>(
    `${base}/auth/register`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "Bench1Batch", full_name: "Bench" }),
    },
    201,
  );
  return token;
}
