import { FileText, UploadCloud } from "lucide-react";
import type { ReactNode } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";

/**
 * Drag-and-drop or click-to-browse picker for several PDFs. It only filters type and size;
 * the caller decides how many fit (react-dropzone's own cap would refuse the whole drop).
 */
export function BatchDropZone({
  hint,
  maxBytes,
  multiple = true,
  severalWording = multiple,
  onDrop,
  testId,
  disabled = false,
}: {
  hint: ReactNode;
  maxBytes: number | undefined;
  multiple?: boolean;
  /** Whether the text speaks of several PDFs; default `multiple`. A plan without batches still accepts a drop of several (to explain why not) but is told "a PDF". */
  severalWording?: boolean;
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "application/pdf": [".pdf"] },
    multiple,
    maxSize: maxBytes,
    disabled,
    onDrop,
  });
  return (
    <div
      {...getRootProps()}
      role="button"
      tabIndex={disabled ? -1 : 0}
      // no aria-label: named by the text it shows, so a voice command that reads it out finds it (WCAG 2.5.3)
      aria-disabled={disabled}
      className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${
        isDragActive ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-white hover:border-brand-400"
      }`}
    >
      {/* not displayed (react-dropzone's own input is only made invisible): no control inside the button for assistive technology to reach */}
      <input {...getInputProps({ style: { display: "none" } })} data-testid={testId} />
      {isDragActive ? (
        <FileText className="h-10 w-10 text-brand-600" aria-hidden />
      ) : (
        <UploadCloud className="h-10 w-10 text-brand-600" aria-hidden />
      )}
      <p className="mt-3 font-semibold text-gray-900">
        {isDragActive
          ? severalWording
            ? "Drop the PDFs here..."
            : "Drop the PDF here..."
          : severalWording
            ? "Drag and drop PDFs here, or click to browse"
            : "Drag and drop a PDF here, or click to browse"}
      </p>
      <p className="mt-1 text-sm text-gray-500">{hint}</p>
    </div>
  );
}
