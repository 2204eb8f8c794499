import { randomUUID } from "node:crypto";

/** The shape of every generated file key: 32 lower-case hex digits. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A fresh random key; never derived from anything the client sent. */
export function newFileKey(): string {
  return randomUUID().replaceAll("-", "");
}

/** The error a store throws for a key it does not hold, shaped like the file system's (code ENOENT). */
export function missingFileError(key: string): Error {
  return Object.assign(new Error(`No stored file with key "${key}"`), { code: "ENOENT" });
}

/** The error a store throws for a key that could never have been generated. */
export function invalidKeyError(key: string): Error {
  return Object.assign(new Error(`Invalid file key "${key}"`), { code: "ENOENT" });
}
