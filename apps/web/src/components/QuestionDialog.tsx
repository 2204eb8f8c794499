import type { ReactNode } from "react";
import { Modal } from "./Modal";
import { buttonPrimary, buttonSecondary } from "./styles";

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
