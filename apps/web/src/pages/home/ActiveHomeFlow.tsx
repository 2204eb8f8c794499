import { useEffect, useRef } from "react";
import WithQueries from "../../api/WithQueries";
import { useAuth } from "../../auth/AuthContext";
import { ExtractionFlowView } from "./ExtractionFlowView";
import { HomeDropZone } from "./HomeDropZone";
import { useExtractionFlow } from "./useExtractionFlow";

function Flow({ firstFile }: { firstFile: File | null }) {
  const flow = useExtractionFlow();
  const { isAuthenticated } = useAuth();
  const { reset, choose } = flow;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (firstFile) choose(firstFile);
  }, [choose, firstFile]);
  // A session that ends mid-flow (logout, revoked elsewhere) leaves nothing of the last user's file.
  useEffect(() => {
    if (!isAuthenticated) reset();
  }, [isAuthenticated, reset]);
  return <ExtractionFlowView flow={flow} picker={<HomeDropZone onFile={flow.choose} onRejected={reset} autoFocus />} />;
}

/**
 * The home extraction flow once a first PDF is picked (upload, progress, results, preview). Its
 * own chunk: a visitor's first load of Home carries only the picker. Without `firstFile` it opens
 * on the results its history entry showed before (shownResult.ts).
 */
export default function ActiveHomeFlow({ firstFile }: { firstFile: File | null }) {
  return (
    <WithQueries>
      <Flow firstFile={firstFile} />
    </WithQueries>
  );
}
