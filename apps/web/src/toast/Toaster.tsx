import { useSyncExternalStore } from "react";
import { ToastItem } from "./ToastItem";
import { getToasts, subscribeToasts } from "./toastStore";

/** Renders the toast stack in the top-right corner. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 left-4 z-[100] flex flex-col items-end gap-2 sm:left-auto"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
