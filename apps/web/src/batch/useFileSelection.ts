import { useCallback, useState } from "react";

/** The PDFs picked for a batch: added drop by drop, capped at `max`, removable one by one. */
export function useFileSelection(max: number | undefined) {
  const [files, setFiles] = useState<File[]>([]);
  /** Adds files after the ones already chosen; returns how many did not fit under `max`. */
  const add = useCallback(
    (incoming: File[]) => {
      const room = max === undefined ? incoming.length : Math.max(0, max - files.length);
      setFiles([...files, ...incoming.slice(0, room)]);
      return Math.max(0, incoming.length - room);
    },
    [files, max],
  );
  const remove = useCallback((index: number) => setFiles((current) => current.filter((_, i) => i !== index)), []);
  const clear = useCallback(() => setFiles([]), []);
  return { files, add, replace: setFiles, remove, clear };
}
