import { Crop } from "lucide-react";
import { Link } from "react-router";
import { buttonSecondary } from "../components/styles";

/**
 * "Correct in workspace": opens the correction workspace of a stored extraction. An encrypted
 * PDF's password rides along in the router state (memory only, never stored).
 */
export function OpenWorkspaceLink({ extractionId, password }: { extractionId: string; password?: string }) {
  return (
    <Link
      to={`/workspace/${encodeURIComponent(extractionId)}`}
      state={password ? { password } : undefined}
      className={buttonSecondary}
    >
      <Crop className="h-4 w-4" aria-hidden /> Correct in workspace
    </Link>
  );
}
