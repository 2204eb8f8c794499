import type { Readable } from "node:stream";
import type { PartialSweep } from "./partial-files.js";

/** What is known about a stored file besides its bytes. */
export interface StoredFile {
  /** Generated key; the only handle to the file. Never derived from the client's file name. */
  key: string;
  /** Sanitised client file name, for display and download names only. */
  displayName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** What a caller provides when storing. */
export interface PutOptions {
  /** The name the client gave; it is sanitised, never used as a path. */
  clientName: string | undefined;
  contentType: string | undefined;
}

/**
 * Where uploaded files and results live. The local-directory store is the
 * default; an S3-compatible store implements the same interface later.
 */
export interface FileStore {
  put(data: Buffer | Readable, options: PutOptions): Promise<StoredFile>;
  /** Metadata, or undefined when the key is unknown. */
  info(key: string): Promise<StoredFile | undefined>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  /** Removes the file; true when it existed. */
  delete(key: string): Promise<boolean>;
  /**
   * Removes what uploads cut off by a crash left behind, last modified before `modifiedBefore`
   * (the local store's `.partial` temporaries). Complete files are never touched.
   */
  sweepPartials(modifiedBefore: Date): Promise<PartialSweep>;
  /** Resolves when the store can be used (readiness): the directory is writable, the bucket answers. */
  check(): Promise<void>;
}
