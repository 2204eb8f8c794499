import { Crop } from "lucide-react";
import { Link } from "react-router";
import { buttonSecondary } from "../components/styles";
import { rememberPdfPassword } from "./pdfPasswords";

/**
 * "Correct in workspace": opens the correction workspace of a stored extraction. An encrypted
 * PDF's password is handed over in memory (pdfPasswords.ts), not in the router's history
 * state, which the browser keeps across reloads and in its session-restore storage.
 */
export function OpenWorkspaceLink({ extractionId, password }: { extractionId: string; password?: string }) {
  return (
    <Link
      to={`/workspace/${encodeURIComponent(extractionId)}`}
      onClick={() => {
        if (password) rememberPdfPassword(extractionId, password);
      }}
      className={buttonSecondary}
    >
      <Crop className="h-4 w-4" aria-hidden /> Correct in workspace
    </Link>
  );
}
