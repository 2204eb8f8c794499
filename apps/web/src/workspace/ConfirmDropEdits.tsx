import { Modal } from "../components/Modal";
import { buttonPrimary, buttonSecondary } from "../components/styles";

/** Asks before a re-extraction replaces tables the user edited. */
export function ConfirmDropEdits({
  pages,
  tables,
  onAnswer,
}: {
  pages: number[];
  /** The edited tables at stake, named as the workspace shows them ("table 3 on page 2", tableName). */
  tables: string[];
  onAnswer: (proceed: boolean) => void;
}) {
  const where = pages.length > 0 ? `page ${pages.join(", ")}` : "the document";
  return (
    <Modal title="Replace your edits?" onClose={() => onAnswer(false)}>
      <p className="text-sm text-gray-600">
        Re-extracting {where} reads its tables again and replaces your edits to {tables.join(", ")}. Edits to other
        tables are kept.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => onAnswer(false)}>
          Keep my edits
        </button>
        <button type="button" className={buttonPrimary} onClick={() => onAnswer(true)}>
          Re-extract
        </button>
      </div>
    </Modal>
  );
}
