import { Modal } from "../components/Modal";
import { buttonPrimary, buttonSecondary } from "../components/styles";

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
    <Modal title="Download without your changes?" onClose={() => onAnswer(false)}>
      <p className="text-sm text-gray-600">
        Your changes to {what} are not saved, so the download has that table as it was last saved. Save them first to
        include them.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => onAnswer(false)}>
          Keep editing
        </button>
        <button type="button" className={buttonPrimary} onClick={() => onAnswer(true)}>
          Download without them
        </button>
      </div>
    </Modal>
  );
}
