import { FileText, Trash2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { formatMegabytes } from "../../components/formatMegabytes";
import { buttonPrimary } from "../../components/styles";

/** The chosen PDF with its size, the Extract Tables button and a remove button. Picking a file moves focus to Extract Tables, the next step. */
export function SelectedPdf({
  file,
  onExtract,
  onRemove,
  children,
}: {
  file: File;
  onExtract: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const extract = useRef<HTMLButtonElement>(null);
  useEffect(() => extract.current?.focus(), [file]);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
        <FileText className="h-8 w-8 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-gray-900">{file.name}</p>
          <p className="text-sm text-gray-500">{formatMegabytes(file.size)}</p>
        </div>
        <div className="flex gap-2">
          <button ref={extract} type="button" className={buttonPrimary} onClick={onExtract}>
            Extract Tables
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label="Remove file"
            className="rounded-md border border-gray-300 p-2.5 text-gray-500 hover:bg-gray-50"
          >
            <Trash2 className="h-4 w-4" />
          </button>
        </div>
      </div>
      {children}
    </div>
  );
}
