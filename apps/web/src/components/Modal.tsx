import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useFocusTrap } from "./useFocusTrap";

const widths = { md: "max-w-md", xl: "max-w-5xl" };

/**
 * Dialog over a dimmed page; Escape or the backdrop closes it. Focus moves into the dialog on
 * open, Tab stays inside it, and focus returns to where it was on close.
 */
export function Modal({
  title,
  onClose,
  children,
  size = "md",
  heading,
  onEscape,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof widths;
  /** Custom heading element; `title` still names the dialog for assistive tech. */
  heading?: ReactNode;
  /** What Escape does; closes by default. */
  onEscape?: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  const escape = useRef(onEscape ?? onClose);
  escape.current = onEscape ?? onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && escape.current();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-gray-900/50 p-2 sm:p-4" onClick={onClose}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={`flex max-h-full w-full ${widths[size]} flex-col overflow-hidden rounded-xl bg-white p-4 shadow-xl outline-none sm:p-6`}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="flex items-start justify-between gap-4">
          {heading ?? <h2 className="text-lg font-semibold text-gray-900">{title}</h2>}
          <button type="button" onClick={onClose} aria-label="Close" className="text-gray-400 hover:text-gray-600">
            <X className="h-5 w-5" />
          </button>
        </div>
        <div className="mt-3 min-h-0 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
