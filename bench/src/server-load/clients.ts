import { LatencyRecorder } from "./latency.js";

/** What the load clients share: the server, the signed-in users and their extraction ids. */
export interface LoadTarget {
  base: string;
  users: { token: string; ids: string[] }[];
  /** The PDFs uploaders send, in turn. */
  pdfs: { name: string; data: Uint8Array }[];
}

export interface LoadOptions {
  clients: number;
  /** Of the clients, how many upload PDFs back to back (each waits for its extraction, polling its status). */
  uploaders: number;
  seconds: number;
  /** Pause of a reader between two calls, in milliseconds. */
  thinkMs: number;
  /** Items a list call asks for (`limit`), as the web app's history page asks them. */
  listLimit: number;
}

/** Latencies of the three kinds of call, and the uploads that finished. */
export interface LoadOutcome {
  status: LatencyRecorder;
  list: LatencyRecorder;
  upload: LatencyRecorder;
  extractionsDone: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function expectOk(response: Response, status = 200): Promise<unknown> {
  const body = await response.text();
  if (response.status !== status) throw new Error(`${response.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown;
}

/**
 * Runs `clients` closed-loop clients for `seconds`: readers alternate
 * `GET /extractions/{id}` (status) and `GET /extractions` (the history list,
 * as the web app asks it) with `thinkMs` between calls; uploaders send
 * `POST /extractions` and poll the status until the PDF is done, so the
 * extraction threads stay busy the whole time.
 */
export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadOutcome> {
  const outcome: LoadOutcome = {
    status: new LatencyRecorder(),
    list: new LatencyRecorder(),
    upload: new LatencyRecorder(),
    extractionsDone: 0,
  };
  const until = performance.now() + options.seconds * 1000;
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const status = (token: string, id: string) =>
    outcome.status.time(
      async () =>
        (await expectOk(await fetch(`${target.base}/extractions/${id}`, { headers: headers(token) }))) as {
          status: string;
        },
    );
  let uploaded = 0;

  const reader = async (n: number) => {
    const user = target.users[n % target.users.length]!;
    for (let i = n; performance.now() < until; i++) {
      if (i % 2 === 0) await status(user.token, user.ids[i % user.ids.length]!);
      else
        await outcome.list.time(async () =>
          expectOk(
            await fetch(`${target.base}/extractions?limit=${options.listLimit}`, { headers: headers(user.token) }),
          ),
        );
      await sleep(options.thinkMs);
    }
  };
  const uploader = async (n: number) => {
    const user = target.users[n % target.users.length]!;
    while (performance.now() < until) {
      const pdf = target.pdfs[uploaded++ % target.pdfs.length]!;
      const form = new FormData();
      form.set("file", new Blob([pdf.data], { type: "application/pdf" }), `${pdf.name}.pdf`);
      const started = (await outcome.upload.time(async () =>
        expectOk(
          await fetch(`${target.base}/extractions`, { method: "POST", headers: headers(user.token), body: form }),
          202,
        ),
      )) as { id: string } | undefined;
      if (!started) {
        await sleep(200);
        continue;
      }
      for (;;) {
        await sleep(200);
        const now = await status(user.token, started.id);
        if (now && now.status !== "processing") break;
        if (performance.now() > until + 60_000) return;
      }
      outcome.extractionsDone++;
    }
  };
  await Promise.all(
    Array.from({ length: options.clients }, (_, n) => (n < options.uploaders ? uploader(n) : reader(n))),
  );
  return outcome;
}

/** Uploads `perUser` PDFs for every user (one at a time per user) and waits for each, so the history has real results to list. */
export async function seedHistory(target: LoadTarget, perUser: number): Promise<void> {
  await Promise.all(
    target.users.map(async (user, u) => {
      for (let i = 0; i < perUser; i++) {
        const pdf = target.pdfs[(u + i) % target.pdfs.length]!;
        const form = new FormData();
        form.set("file", new Blob([pdf.data], { type: "application/pdf" }), `${pdf.name}.pdf`);
        const { id } = (await expectOk(
          await fetch(`${target.base}/extractions`, {
            method: "POST",
            headers: { authorization: `Bearer ${user.token}` },
            body: form,
          }),
          202,
        )) as { id: string };
        for (;;) {
          const now = (await expectOk(
            await fetch(`${target.base}/extractions/${id}`, { headers: { authorization: `Bearer ${user.token}` } }),
          )) as { status: string };
          if (now.status !== "processing") break;
          await sleep(100);
        }
        user.ids.push(id);
      }
    }),
  );
}
