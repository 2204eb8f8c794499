import { setLibraryLog } from "@pdftab/engine";

/** MuPDF's repair warnings are noise in a command's output unless asked for. */
export function quietLibrary(verbose: boolean): void {
  setLibraryLog(verbose ? (message) => console.error(`mupdf: ${message}`) : null);
}
