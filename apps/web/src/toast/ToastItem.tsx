import { CheckCircle2, Info, Loader2, X, XCircle } from "lucide-react";
import { dismissToast, type Toast } from "./toastStore";

const icons = {
  success: <CheckCircle2 className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />,
  error: <XCircle className="h-5 w-5 shrink-0 text-red-600" aria-hidden />,
  loading: <Loader2 className="h-5 w-5 shrink-0 animate-spin text-gray-500" aria-hidden />,
  blank: <Info className="h-5 w-5 shrink-0 text-gray-500" aria-hidden />,
  custom: null,
};

/** One toast card with its icon and a close button. */
export function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast-type={toast.type}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm shadow-lg transition-opacity duration-300 ${toast.visible ? "opacity-100" : "opacity-0"}`}
    >
      {toast.icon ?? icons[toast.type]}
      <div className="flex-1 text-gray-800">{toast.message}</div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="text-gray-400 hover:text-gray-600"
        aria-label="Dismiss notification"
      >
        <X className="h-4 w-4" />
      </button>
    </div>
  );
}
