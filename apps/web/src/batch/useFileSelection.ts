import { useCallback, useState } from "react";

/** What became of a drop: how many PDFs did not fit under the cap (and which), and those already in the list. */
export interface AddedFiles {
  tooMany: number;
  /** The PDFs that did not fit under the cap, in the order they came. */
  leftOut: File[];
  alreadyChosen: File[];
}

/**
 * The same file picked again: same name, size and modification time. A folder dropped twice, or
 * a file picked again after a drop, would otherwise be extracted twice, taking two of the
 * batch's places and two of the day's extractions.
 */
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The PDFs picked for a batch: added drop by drop, each once, capped at `max`, removable one by one. */
export function useFileSelection(max: number | undefined) {
  const [files, setFiles] = useState<File[]>([]);
  /** Adds files after the ones already chosen, leaving out those already there; says what was left out. */
  const add = useCallback(
    (incoming: File[]): AddedFiles => {
      const alreadyChosen: File[] = [];
      const fresh: File[] = [];
      for (const file of incoming) {
        if ([...files, ...fresh].some((chosen) => sameFile(chosen, file))) alreadyChosen.push(file);
        else fresh.push(file);
      }
      const room = max === undefined ? fresh.length : Math.max(0, max - files.length);
      setFiles([...files, ...fresh.slice(0, room)]);
      const leftOut = fresh.slice(room);
      return { tooMany: leftOut.length, leftOut, alreadyChosen };
    },
    [files, max],
  );
  const remove = useCallback((index: number) => setFiles((current) => current.filter((_, i) => i !== index)), []);
  const clear = useCallback(() => setFiles([]), []);
  return { files, add, replace: setFiles, remove, clear };
}
