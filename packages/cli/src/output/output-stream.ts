import { Writable } from "node:stream";
import { fileProblem } from "../file-problem.js";
import { FileError } from "../io.js";
import { discardOnSignal } from "./discard-on-signal.js";
import { openOutputFile, type OutputFile } from "./output-file.js";

/**
 * Where `pdftab extract` writes its output while pages are still being read: standard output,
 * or a file that is begun only when the first bytes arrive (or at `finish`, empty), so a
 * document that fails before its first table leaves no file behind, as when the output was
 * written at the end. The file is written beside OUT and takes its place only at `finish`
 * (output-file.ts), so a run that fails later leaves an existing OUT as it was. A failure to
 * write is kept and thrown by `finish` (for a file, as a FileError).
 */
export class OutputStream extends Writable {
  private file: Promise<OutputFile> | undefined;
  /** Takes away the signal listeners that remove the file while it is written (discard-on-signal.ts). */
  private stopDiscarding: (() => void) | undefined;
  /** The first write or open failure: a FileError for a file; standard output's own error, as before. */
  failure: Error | undefined;

  /** `path` undefined or "-": standard output. */
  constructor(private readonly path: string | undefined) {
    super();
    // a failed write is reported by finish(); without a listener the stream would throw it
    this.on("error", () => {});
  }

  private get toStdout(): boolean {
    return this.path === undefined || this.path === "-";
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.toStdout) {
      process.stdout.write(chunk, (e) => done(e ? this.fail(e) : null));
      return;
    }
    this.writeFile(chunk).then(
      () => done(),
      (e: unknown) => done(this.fail(e)),
    );
  }

  override _final(done: (error?: Error | null) => void): void {
    if (this.toStdout) return done();
    this.opened()
      .then((file) => file.commit())
      .then(
        () => {
          this.stopDiscarding?.();
          done();
        },
        (e: unknown) => done(this.fail(e)),
      );
  }

  /** Ends the stream and waits until everything is written; throws the FileError of a failed write. */
  async finish(): Promise<void> {
    if (!this.writableEnded) this.end();
    if (!this.writableFinished && !this.destroyed)
      await new Promise<void>((resolve) => {
        this.once("finish", resolve);
        this.once("close", resolve);
      });
    if (this.failure) throw this.failure;
  }

  /**
   * Stops writing after a failure elsewhere. The file begun beside OUT is removed (it would hold half a document),
   * and an existing OUT is left as it was; a device or pipe given as OUT (`/dev/full`, a FIFO), written in place, is
   * left as it is (output-file.ts).
   */
  async discard(): Promise<void> {
    this.destroy();
    // (a file still being opened is waited for, so it is not left behind, nor its signal listeners)
    const file = await this.file?.catch(() => undefined);
    this.stopDiscarding?.();
    await file?.abandon();
  }

  private async writeFile(chunk: Buffer): Promise<void> {
    const { handle } = await this.opened();
    for (let at = 0; at < chunk.length;) at += (await handle.write(chunk, at)).bytesWritten;
  }

  private opened(): Promise<OutputFile> {
    this.file ??= openOutputFile(this.path!).then((file) => {
      // from its first bytes until it is OUT, a command stopped from outside (Ctrl-C, kill) removes the file as a
      // failure does, rather than leave half a document behind
      this.stopDiscarding = discardOnSignal(() => this.discard());
      return file;
    });
    return this.file;
  }

  private fail(error: unknown): Error {
    this.failure ??= this.toStdout
      ? error instanceof Error
        ? error
        : new Error(String(error))
      : new FileError(`cannot write ${this.path}: ${fileProblem(error, true)}`, "output_unwritable");
    return this.failure;
  }
}
