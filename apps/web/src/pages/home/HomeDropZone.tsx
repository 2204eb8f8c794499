import { FileText, UploadCloud } from "lucide-react";
import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { useUserPlan } from "../../api/useUserPlan";
import { useAuth } from "../../auth/AuthContext";
import { formatBytes } from "../../components/formatBytes";
import { Notice } from "../../components/Notice";
import { SignInRequiredModal } from "../../components/SignInRequiredModal";
import { HOME_MAX_FILE_BYTES } from "../../config";

/** Message for anything that is not one PDF within the size limit (spec section 5). */
export const INVALID_PDF_MESSAGE = "Please upload a valid PDF file";

/** Single-PDF picker of the home page; signed-out visitors get the sign-in modal instead. */
export function HomeDropZone({ onFile }: { onFile: (file: File) => void }) {
  const { isAuthenticated } = useAuth();
  // DECISIONS.md: the picker accepts what the plan allows (the server checks again).
  const plan = useUserPlan();
  const maxBytes = plan?.max_file_bytes ?? HOME_MAX_FILE_BYTES;
  const [error, setError] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "application/pdf": [".pdf"] },
    multiple: false,
    maxFiles: 1,
    maxSize: maxBytes,
    noClick: !isAuthenticated,
    noKeyboard: !isAuthenticated,
    onDrop: (accepted, rejected) => {
      if (!isAuthenticated) {
        setAskSignIn(true);
        return;
      }
      if (rejected.length > 0 || accepted.length !== 1) {
        const tooLarge = rejected.length === 1 && rejected[0]!.errors.every((e) => e.code === "file-too-large");
        setError(tooLarge ? `${INVALID_PDF_MESSAGE}: this one is larger than the ${formatBytes(maxBytes)}${plan ? ` your ${plan.name} plan allows` : " limit"}.` : INVALID_PDF_MESSAGE);
        return;
      }
      setError(null);
      if (accepted[0]) onFile(accepted[0]);
    },
  });

  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          onClick: isAuthenticated ? undefined : () => setAskSignIn(true),
          onKeyDown: isAuthenticated ? undefined : (event) => (event.key === "Enter" || event.key === " ") && setAskSignIn(true),
        })}
        role="button"
        tabIndex={0}
        aria-label="Upload a PDF"
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors ${
          isDragActive ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-white hover:border-brand-400"
        }`}
      >
        <input {...getInputProps()} data-testid="home-file-input" />
        {isDragActive ? <FileText className="h-10 w-10 text-brand-600" aria-hidden /> : <UploadCloud className="h-10 w-10 text-brand-600" aria-hidden />}
        <p className="mt-3 font-semibold text-gray-900">{isDragActive ? "Drop the PDF here..." : "Drag and drop a PDF here, or click to browse"}</p>
        <p className="mt-1 text-sm text-gray-500">One PDF at a time, up to {formatBytes(maxBytes)}</p>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {askSignIn && <SignInRequiredModal onClose={() => setAskSignIn(false)} />}
    </div>
  );
}
