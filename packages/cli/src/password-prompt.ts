import type { ReadStream } from "node:tty";
import { UsageError } from "./args.js";
import { HiddenLine } from "./hidden-line.js";

/** The prompt `--password-stdin` writes on standard error when standard input is a terminal. */
export const PASSWORD_PROMPT = "Password: ";

/**
 * Reads one line from a terminal without echoing it: the prompt on `prompt` (standard error, so
 * the output stays clean), the terminal in raw mode while the line is typed (hidden-line.ts) and
 * given back as it was at the end. Ctrl-C puts the terminal back first, then `interrupt`s
 * (by default SIGINT to this process, which ends as Ctrl-C ends it anywhere else, exit 130).
 */
export function readHiddenLine(
  input: ReadStream,
  prompt: NodeJS.WritableStream,
  interrupt: () => void = () => process.kill(process.pid, "SIGINT"),
): Promise<string> {
  return new Promise((resolve, reject) => {
    const line = new HiddenLine();
    const wasRaw = input.isRaw;
    const done = () => {
      input.off("data", onData);
      input.off("end", onEnd);
      input.setRawMode(wasRaw);
      input.pause();
      // Enter was not echoed either: the next line of the terminal starts on a line of its own
      prompt.write("\n");
    };
    const onEnd = () => {
      done();
      reject(new UsageError("--password-stdin: standard input ended before a password line"));
    };
    const onData = (chunk: Buffer | string) => {
      const step = line.feed(typeof chunk === "string" ? chunk : chunk.toString("utf8"));
      if (step.kind === "more") return;
      if (step.kind === "end") return onEnd();
      done();
      if (step.kind === "line") resolve(step.line);
      else interrupt();
    };
    input.setRawMode(true);
    input.setEncoding("utf8");
    prompt.write(PASSWORD_PROMPT);
    input.on("data", onData);
    input.on("end", onEnd);
    input.resume();
  });
}
