import { Modal } from "./Modal";
import { buttonPrimary, buttonSecondary } from "./styles";

/**
 * Asks before an action drops a table's edits that were not saved: "Keep editing" (also Escape,
 * the backdrop and Close) leaves everything as it was, "Discard changes" goes on.
 */
export function DiscardChangesDialog({
  what,
  action,
  onAnswer,
}: {
  /** The edits at stake, e.g. "table 2 on page 1". */
  what: string;
  /** What goes on after discarding, e.g. "leave the workspace". */
  action: string;
  onAnswer: (discard: boolean) => void;
}) {
  return (
    <Modal title="Discard your changes?" onClose={() => onAnswer(false)}>
      <p className="text-sm text-gray-600">
        Your changes to {what} are not saved. Save them first, or discard them and {action}.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => onAnswer(false)}>
          Keep editing
        </button>
        <button type="button" className={buttonPrimary} onClick={() => onAnswer(true)}>
          Discard changes
        </button>
      </div>
    </Modal>
  );
}
