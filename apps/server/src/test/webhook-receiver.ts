import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST the receiver got, with the time it arrived. */
export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with the next request: answer a status, or never answer. */
export type Reply = number | "hang";

/**
 * A local HTTP endpoint standing in for a customer's webhook receiver: it
 * records every request and answers from a script (`replies`, then 200).
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  const replies: Reply[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const reply = replies.shift() ?? 200;
      if (reply === "hang") {
        hanging.add(response);
        return;
      }
      response.writeHead(reply, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    replies,
    /** Waits until `count` requests match `filter` (20 s by default). */
    async waitFor(
      count: number,
      filter: (hook: ReceivedHook) => boolean = () => true,
      timeoutMs = 20_000,
    ): Promise<ReceivedHook[]> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > end) throw new Error(`the receiver got ${matching.length} of ${count} expected requests`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Answers the requests left hanging so far with `status`. */
    release(status = 200) {
      for (const r of hanging) r.writeHead(status, { "content-type": "text/plain" }).end("ok");
      hanging.clear();
    },
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
