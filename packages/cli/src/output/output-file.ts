import { randomBytes } from "node:crypto";
import { lstat, open, realpath, rename, stat, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";

/**
 * The file a command's `-o OUT` is written into. An existing OUT is replaced only once the output is whole: the bytes
 * go to a temporary file beside OUT (beside the file OUT links to, for a symbolic link), which `commit` renames over
 * it; `abandon` removes the temporary file, so a run that fails or is stopped leaves OUT as it was and nothing beside
 * it. What a rename cannot replace (a device or pipe given as OUT: `/dev/full`, a FIFO), and OUT in a folder where no
 * new file may be made, is written in place as before.
 */
export interface OutputFile {
  readonly handle: FileHandle;
  /** Closes the file and makes it OUT. */
  commit(): Promise<void>;
  /** Closes the file and undoes what was written: OUT is left as it was before the command (see `inPlace`). */
  abandon(): Promise<void>;
}

/** Opens where `out`'s bytes go until `commit`. */
export async function openOutputFile(out: string): Promise<OutputFile> {
  const target = await replaceable(out);
  if (!target) return inPlace(out, await open(out, "w"));
  // hidden, and named after OUT, so a file left by a killed process (SIGKILL) says whose it is
  const temporary = path.join(
    path.dirname(target.path),
    `.${path.basename(target.path)}.${randomBytes(6).toString("hex")}.pdftab-part`,
  );
  let handle: FileHandle;
  try {
    handle = await open(temporary, "wx");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES" || code === "EPERM") return inPlace(out, await open(out, "w"));
    throw error;
  }
  const removed = async () => void (await unlink(temporary).catch(() => {}));
  return {
    handle,
    async commit() {
      try {
        // the replaced file's permissions, not the default a new file gets
        if (target.mode !== undefined) await handle.chmod(target.mode);
        await handle.close();
        await rename(temporary, target.path);
      } catch (error) {
        await handle.close().catch(() => {});
        await removed();
        throw error;
      }
    },
    async abandon() {
      await handle.close().catch(() => {});
      await removed();
    },
  };
}

/**
 * The file a rename puts the output in place of: `out` itself, or the regular file it links to, with its permissions
 * when it exists; undefined when `out` is to be written in place (a device, a pipe, a link to nothing).
 */
async function replaceable(out: string): Promise<{ path: string; mode?: number } | undefined> {
  try {
    const entry = await stat(out);
    return entry.isFile() ? { path: await realpath(out), mode: entry.mode & 0o7777 } : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    // a link to a file not made yet is written through, as before (the file is made where it points)
    const link = await lstat(out).catch(() => undefined);
    return link?.isSymbolicLink() ? undefined : { path: out };
  }
}

/**
 * OUT written in place; undone as before there was a temporary file: a regular file begun is removed, one written
 * through a symbolic link emptied and the link kept, and a device or pipe left as it is (removing its name would
 * delete the node itself).
 */
function inPlace(out: string, handle: FileHandle): OutputFile {
  return {
    handle,
    commit: () => handle.close(),
    async abandon() {
      const remove = await takeBack(out, handle).catch(() => false);
      await handle.close().catch(() => {});
      if (remove) await unlink(out).catch(() => {});
    },
  };
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
