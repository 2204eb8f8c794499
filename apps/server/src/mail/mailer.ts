import type { FastifyBaseLogger } from "fastify";

/** One e-mail to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; tests and SMTP-less servers use the logging variant. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** True when mail really leaves the server (SMTP configured). */
  readonly delivers: boolean;
}

/**
 * An SMTP mailer when `smtpUrl` is set; otherwise one that writes each mail
 * (including its links) to the log at info level, as docs/product.md (Accounts and sessions) documents.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      delivers: false,
      async send(mail) {
        // Links get their own field so an operator can find a reset link with one grep.
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        log.info(
          { to: mail.to, subject: mail.subject, links },
          `e-mail not sent (no SMTP_URL configured):\n${mail.text}`,
        );
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer loads with the first mail: an idle server does not hold it (docs/operations.md, "Memory")
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    delivers: true,
    async send(mail) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.from, ...mail });
    },
  };
}
