import { QuestionDialog } from "../components/Modal";

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
    <QuestionDialog title="Replace your edits?" stay="Keep my edits" go="Re-extract" onAnswer={onAnswer}>
      Re-extracting {where} reads its tables again and replaces your edits to {tables.join(", ")}. Edits to other tables
      are kept.
    </QuestionDialog>
  );
}
