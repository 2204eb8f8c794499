import net from "node:net";

/** What a raw HTTP exchange saw: the answer's status, headers and JSON body, and what the client managed to send. */
export interface RawExchange {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
  /** Body bytes the client wrote before the server closed the connection. */
  bodyBytesSent: number;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

export interface RawUpload {
  port: number;
  /** Request line and headers, without the blank line that ends them. */
  head: string;
  /** Body chunks the client sends one after another (waiting for the socket to drain), unless the connection closes first. */
  chunks?: Iterable<Buffer>;
  /** Give up after this long (the connection is then destroyed by the client). */
  timeoutMs?: number;
}

/**
 * Sends an HTTP request over a plain socket, the way a slow or hostile client would: headers,
 * then body chunks until they run out or the server closes the connection. Leaves the socket
 * open after the last chunk (a stalled upload), so only the server (or `timeoutMs`) ends it.
 */
export function rawUpload({ port, head, chunks = [], timeoutMs = 20_000 }: RawUpload): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = Buffer.alloc(0);
    let sent = 0;
    let closed = false;
    const socket = net.connect(port, "127.0.0.1");
    const giveUp = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk) => (answer = Buffer.concat([answer, chunk])));
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      clearTimeout(giveUp);
      const text = answer.toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = (split >= 0 ? text.slice(0, split) : text).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      const raw = split >= 0 ? text.slice(split + 4) : "";
      const body = headers["transfer-encoding"] === "chunked" ? dechunk(raw) : raw;
      let parsed: unknown;
      try {
        parsed = body ? JSON.parse(body) : undefined;
      } catch {
        parsed = body;
      }
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: parsed,
        bodyBytesSent: sent,
        closedAfterMs: Date.now() - started,
      });
    });
    socket.on("connect", async () => {
      socket.write(`${head}\r\n\r\n`);
      for (const chunk of chunks) {
        if (closed || socket.destroyed) return;
        const drained = socket.write(chunk);
        sent += chunk.length;
        if (!drained) {
          await new Promise<void>((resolve) => {
            const done = () => {
              socket.off("drain", done);
              socket.off("close", done);
              resolve();
            };
            socket.on("drain", done);
            socket.on("close", done);
          });
        }
      }
    });
  });
}

function dechunk(text: string): string {
  let out = "";
  let rest = text;
  for (;;) {
    const eol = rest.indexOf("\r\n");
    if (eol < 0) return out;
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** `n` chunks of `size` bytes each (the filler of an oversized upload). */
export function* filler(n: number, size = 64 * 1024): Generator<Buffer> {
  const chunk = Buffer.alloc(size, 0x20);
  for (let i = 0; i < n; i++) yield chunk;
}
