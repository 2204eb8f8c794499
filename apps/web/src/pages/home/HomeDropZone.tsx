import { FileText, UploadCloud } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useAuth } from "../../auth/AuthContext";
import { formatBytes } from "../../components/formatBytes";
import { Notice } from "../../components/Notice";
import { HOME_MAX_FILE_BYTES } from "../../config";
import { pickOnePdf } from "./pickPdf";
import { useHomePlan } from "./useHomePlan";

// Only a visitor who tries to upload sees it.
const SignInRequiredModal = lazy(() =>
  import("../../components/SignInRequiredModal").then((module) => ({ default: module.SignInRequiredModal })),
);

/**
 * Single-PDF picker of the home page (click, Enter or Space opens the file dialog; a PDF can be
 * dropped on it); signed-out visitors get the sign-in modal instead. A native input and drag
 * events rather than a drop-zone library: this is on the landing page's first load.
 */
export function HomeDropZone({
  onFile,
  onRejected,
  autoFocus = false,
}: {
  onFile: (file: File) => void;
  /** A pick this zone refused (and says why): the flow drops its own older message, so one shows. */
  onRejected?: () => void;
  autoFocus?: boolean;
}) {
  const { isAuthenticated } = useAuth();
  // The picker accepts what the plan allows (the server checks again).
  const plan = useHomePlan();
  const maxBytes = plan?.max_file_bytes ?? HOME_MAX_FILE_BYTES;
  const [error, setError] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  // shown again after a file was removed or a download finished: the zone is the next step
  useEffect(() => {
    if (autoFocus) zone.current?.focus();
  }, [autoFocus]);

  const open = () => {
    if (!isAuthenticated) setAskSignIn(true);
    else input.current?.click();
  };
  const take = (files: readonly File[]) => {
    if (!isAuthenticated) {
      setAskSignIn(true);
      return;
    }
    const picked = pickOnePdf(files, maxBytes, plan?.name);
    if ("error" in picked) {
      setError(picked.error);
      onRejected?.();
      return;
    }
    setError(null);
    onFile(picked.file);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    open();
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!zone.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <div
        ref={zone}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        role="button"
        tabIndex={0}
        // no aria-label: named by the text it shows, so a voice command that reads it out finds it (WCAG 2.5.3)
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
          dragging ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-white hover:border-brand-400"
        }`}
      >
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          className="hidden"
          tabIndex={-1}
          data-testid="home-file-input"
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            event.target.value = ""; // picking the same file again still counts
          }}
        />
        {dragging ? (
          <FileText className="h-10 w-10 text-brand-600" aria-hidden />
        ) : (
          <UploadCloud className="h-10 w-10 text-brand-600" aria-hidden />
        )}
        <p className="mt-3 font-semibold text-gray-900">
          {dragging ? "Drop the PDF here..." : "Drag and drop a PDF here, or click to browse"}
        </p>
        <p className="mt-1 text-sm text-gray-500">One PDF at a time, up to {formatBytes(maxBytes)}</p>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {askSignIn && (
        <Suspense fallback={null}>
          <SignInRequiredModal
            onClose={() => {
              setAskSignIn(false);
              zone.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
