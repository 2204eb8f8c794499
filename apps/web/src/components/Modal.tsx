import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { buttonPrimary, buttonSecondary } from "./styles";
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

// QuestionDialog lives with Modal so the two share one chunk: in a file of its own it became a
// chunk of its own once the Team, API keys and Templates pages asked with it, and its name then
// weighed on Home's first load (the lazy imports' preload lists; apps/web/README.md, budget).

/** The `go` button of a question whose answer cannot be taken back (remove, revoke, delete). */
const buttonDanger =
  "inline-flex items-center justify-center gap-2 rounded-md bg-red-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700";

/**
 * A question with two answers over the page: `stay` leaves everything as it was (so do Escape,
 * the backdrop and Close), `go` goes on with what was asked. `onAnswer(true)` means go on.
 * The app asks with this instead of `window.confirm`, so a question looks like the rest of the
 * app, keeps Tab inside itself, and gives the focus back to the button that asked (`Modal`).
 */
export function QuestionDialog({
  title,
  children,
  stay,
  go,
  onAnswer,
  danger = false,
}: {
  title: string;
  /** What is at stake, in a sentence or two. */
  children: ReactNode;
  /** The answer that changes nothing, e.g. "Keep editing". */
  stay: string;
  /** The answer that goes on, e.g. "Discard changes". */
  go: string;
  onAnswer: (go: boolean) => void;
  /** `go` cannot be undone: its button is red. */
  danger?: boolean;
}) {
  return (
    <Modal title={title} onClose={() => onAnswer(false)}>
      <p className="text-sm text-gray-600">{children}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => onAnswer(false)}>
          {stay}
        </button>
        <button type="button" className={danger ? buttonDanger : buttonPrimary} onClick={() => onAnswer(true)}>
          {go}
        </button>
      </div>
    </Modal>
  );
}
