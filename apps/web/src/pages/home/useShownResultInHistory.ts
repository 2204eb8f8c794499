import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { fetchExtractionResult } from "../../api/extractions";
import { pdfPasswordOf } from "../../workspace/pdfPasswords";
import type { FlowAction, FlowState } from "./extractionFlow";
import { shownResultOf, withShownResult, type ShownResult } from "./shownResult";

/** The results a flow state shows of a stored extraction, for its page's history entry. */
function shownResultIn(state: FlowState): ShownResult | null {
  if (state.step !== "results" && state.step !== "downloading") return null;
  const { extractionId, filename } = state.source;
  return extractionId ? { extractionId, filename } : null;
}

/**
 * Keeps the page's history entry saying which stored results it shows (shownResult.ts), and
 * shows them again when the page opens on an entry that says so: closing the correction
 * workspace, or Back from any other screen, lands on the results the user left, with the
 * corrections made meanwhile. Returns true while those results are being fetched.
 */
export function useShownResultInHistory(state: FlowState, dispatch: (action: FlowAction) => void): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [toRestore] = useState(() => shownResultOf(location.state));
  const [restoring, setRestoring] = useState(toRestore !== null);
  useEffect(() => {
    if (!toRestore) return;
    let live = true;
    const { extractionId, filename } = toRestore;
    fetchExtractionResult(extractionId)
      .then((result) =>
        dispatch({
          type: "restored",
          source: { extractionId, filename, result, password: pdfPasswordOf(extractionId) },
        }),
      )
      .catch((error: unknown) => {
        if (!live) return;
        const detail = error instanceof Error && error.message ? `: ${error.message}` : "";
        dispatch({ type: "restoreFailed", message: `The results of ${filename} could not be shown again${detail}` });
      })
      .finally(() => {
        if (live) setRestoring(false);
      });
    return () => {
      live = false;
    };
  }, [toRestore, dispatch]);
  const shown = shownResultIn(state);
  const recorded = shownResultOf(location.state);
  const stale = shown?.extractionId !== recorded?.extractionId;
  useEffect(() => {
    if (restoring || !stale) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withShownResult(location.state, shown) },
    );
  });
  return restoring;
}
