import { QuestionDialog } from "../components/Modal";

/**
 * Asks before a download while a table's edits are not saved: the file is made on the server
 * from the tables as last saved, so the edits would be missing from it without a word. "Keep
 * editing" (also Escape, the backdrop and Close) downloads nothing; "Download without them"
 * downloads and leaves the edit open, so nothing is lost either way.
 */
export function DownloadUnsavedDialog({
  what,
  onAnswer,
}: {
  /** The edits at stake, e.g. "table 2 on page 1". */
  what: string;
  onAnswer: (download: boolean) => void;
}) {
  return (
    <QuestionDialog
      title="Download without your changes?"
      stay="Keep editing"
      go="Download without them"
      onAnswer={onAnswer}
    >
      Your changes to {what} are not saved, so the download has that table as it was last saved. Save them first to
      include them.
    </QuestionDialog>
  );
}
