import { useSyncExternalStore } from "react";
import { ToastItem } from "./ToastItem";
import { getToasts, subscribeToasts } from "./toastStore";

/**
 * Renders the toast stack: at the foot of the window on a narrow screen, in the top-right corner from `sm` up. On a
 * phone a page's header wraps its buttons onto a second line right where a toast at the top would sit, so the
 * "Download started" that answers a press of Download covered Download itself (e2e narrow-screens.spec.ts).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 left-4 z-[100] flex flex-col items-end gap-2 sm:top-20 sm:bottom-auto sm:left-auto"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
