import { Crop } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonSecondary } from "../components/styles";
import { rememberPdfPassword } from "./pdfPasswords";

/**
 * "Correct in workspace": opens the correction workspace of a stored extraction. An encrypted
 * PDF's password is handed over in memory (pdfPasswords.ts), not in the router's history
 * state, which the browser keeps across reloads and in its session-restore storage. `focusOnShow`:
 * the workspace (a dialog) was closed back onto these results, so the keyboard focus returns to
 * the link that opened it.
 */
export function OpenWorkspaceLink({
  extractionId,
  password,
  focusOnShow = false,
}: {
  extractionId: string;
  password?: string | undefined;
  focusOnShow?: boolean;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const focusFirst = useRef(focusOnShow);
  useEffect(() => {
    if (focusFirst.current) link.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Link
      ref={link}
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
