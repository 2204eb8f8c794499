import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { createMailer } from "./mailer.js";

it("without SMTP_URL writes the mail, link included, to the log at info level", async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = Fastify({ logger: { level: "info", stream } });
  const mailer = createMailer({ smtpUrl: undefined, from: "x@y.z" }, app.log);
  expect(mailer.delivers).toBe(false);
  await mailer.send({ to: "a@b.co", subject: "Reset", text: "Open https://pdftab.test/#/reset-password?token=abc" });
  const entry = JSON.parse(lines.at(-1)!);
  expect(entry.level).toBe(30);
  expect(entry.to).toBe("a@b.co");
  expect(entry.links).toEqual(["https://pdftab.test/#/reset-password?token=abc"]);
  expect(entry.msg).toContain("https://pdftab.test/#/reset-password?token=abc");
  await app.close();
});

it("with SMTP_URL builds a delivering mailer", () => {
  const app = Fastify();
  expect(createMailer({ smtpUrl: "smtp://localhost:2525", from: "x@y.z" }, app.log).delivers).toBe(true);
});
