import { lstat, open, unlink, type FileHandle } from "node:fs/promises";
import { Writable } from "node:stream";
import { fileProblem } from "../file-problem.js";
import { FileError } from "../io.js";
import { discardOnSignal } from "./discard-on-signal.js";

/**
 * Where `pdftab extract` writes its output while pages are still being read: standard output,
 * or a file that is created only when the first bytes arrive (or at `finish`, empty), so a
 * document that fails before its first table leaves no file behind, as when the output was
 * written at the end. A failure to write is kept and thrown by `finish` (for a file, as a FileError).
 */
export class OutputStream extends Writable {
  private handle: FileHandle | undefined;
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
    this.opened().then(
      (handle) =>
        handle.close().then(() => {
          this.stopDiscarding?.();
          done();
        }),
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
   * Stops writing after a failure elsewhere. A regular file already begun is removed (it would hold half a
   * document); one written through a symbolic link is emptied and the link kept; a device or pipe given as OUT
   * (`/dev/full`, a FIFO) is left as it is: removing its name would delete the node itself.
   */
  async discard(): Promise<void> {
    this.stopDiscarding?.();
    this.destroy();
    const handle = this.handle;
    if (!handle) return;
    const remove = await takeBack(this.path!, handle).catch(() => false);
    await handle.close().catch(() => {});
    if (remove) await unlink(this.path!).catch(() => {});
  }

  private async writeFile(chunk: Buffer): Promise<void> {
    const handle = await this.opened();
    for (let at = 0; at < chunk.length;) at += (await handle.write(chunk, at)).bytesWritten;
  }

  private async opened(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    this.handle = await open(this.path!, "w");
    // from its first bytes to its close, a command stopped from outside (Ctrl-C, kill) removes the file as a
    // failure does, rather than leave half a document looking like a whole one
    this.stopDiscarding = discardOnSignal(() => this.discard());
    return this.handle;
  }

  private fail(error: unknown): Error {
    this.failure ??= this.toStdout
      ? error instanceof Error
        ? error
        : new Error(String(error))
      : new FileError(`cannot write ${this.path}: ${fileProblem(error, true)}`);
    return this.failure;
  }
}

/**
 * Undoes what a failed run wrote through `handle`; true when `path` itself is the regular file written, to be
 * removed. Through a link to a regular file, the file is emptied instead; anything else is left alone.
 */
async function takeBack(path: string, handle: FileHandle): Promise<boolean> {
  const written = await handle.stat();
  if (!written.isFile()) return false;
  const entry = await lstat(path);
  if (entry.isFile() && entry.ino === written.ino && entry.dev === written.dev) return true;
  await handle.truncate(0);
  return false;
}
