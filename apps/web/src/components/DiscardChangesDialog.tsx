import { QuestionDialog } from "./Modal";

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
    <QuestionDialog title="Discard your changes?" stay="Keep editing" go="Discard changes" onAnswer={onAnswer}>
      Your changes to {what} are not saved. Save them first, or discard them and {action}.
    </QuestionDialog>
  );
}
