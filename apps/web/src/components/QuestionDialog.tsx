import type { ReactNode } from "react";
import { Modal } from "./Modal";
import { buttonPrimary, buttonSecondary } from "./styles";

/**
 * A question with two answers over the page: `stay` leaves everything as it was (so do Escape,
 * the backdrop and Close), `go` goes on with what was asked. `onAnswer(true)` means go on.
 */
export function QuestionDialog({
  title,
  children,
  stay,
  go,
  onAnswer,
}: {
  title: string;
  /** What is at stake, in a sentence or two. */
  children: ReactNode;
  /** The answer that changes nothing, e.g. "Keep editing". */
  stay: string;
  /** The answer that goes on, e.g. "Discard changes". */
  go: string;
  onAnswer: (go: boolean) => void;
}) {
  return (
    <Modal title={title} onClose={() => onAnswer(false)}>
      <p className="text-sm text-gray-600">{children}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => onAnswer(false)}>
          {stay}
        </button>
        <button type="button" className={buttonPrimary} onClick={() => onAnswer(true)}>
          {go}
        </button>
      </div>
    </Modal>
  );
}
