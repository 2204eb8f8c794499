import { createServer, type Server, type Socket } from "node:net";

const basePort = Number(process.env.E2E_PORT ?? 3210);

/** Port of the SMTP stand-in the first e2e server sends its mail to (SMTP_URL). */
export const MAIL_STAND_IN_PORT = Number(process.env.E2E_MAIL_PORT ?? basePort + 3);

/** One received mail: its recipients and its decoded text. */
export interface ReceivedMail {
  to: string[];
  text: string;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes), how nodemailer sends long lines. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A local SMTP server that keeps every mail it is given, so a test can open the link a real
 * mail carries. Speaks the few commands nodemailer sends without TLS or authentication.
 */
export class MailStandIn {
  readonly mails: ReceivedMail[] = [];
  private server: Server | undefined;

  /** Starts listening on 127.0.0.1:`port`. */
  async start(port = MAIL_STAND_IN_PORT): Promise<void> {
    this.server = createServer((socket) => this.talk(socket));
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", resolve);
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for a mail to `to` whose text matches `pattern`; answers the first match. */
  async waitFor(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      for (const mail of this.mails) {
        const match = mail.to.includes(to) ? mail.text.match(pattern) : null;
        if (match) return match;
      }
      if (Date.now() > until) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private talk(socket: Socket): void {
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 pdftab-mail-stand-in ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          const bodyStart = message.indexOf("\r\n\r\n");
          this.mails.push({ to, text: decodeQuotedPrintable(bodyStart < 0 ? message : message.slice(bodyStart + 4)) });
          to = [];
          say("250 OK queued");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") say("250 pdftab-mail-stand-in");
        else if (verb === "RCPT") {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase());
          say("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          say("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          say("221 Bye");
          socket.end();
          return;
        } else say("250 OK");
      }
    });
    socket.on("error", () => socket.destroy());
  }
}
