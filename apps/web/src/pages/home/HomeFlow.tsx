import { useEffect } from "react";
import { useAuth } from "../../auth/AuthContext";
import { ExtractionFlowView } from "./ExtractionFlowView";
import { HomeDropZone } from "./HomeDropZone";
import { useExtractionFlow } from "./useExtractionFlow";

/** Step indicator plus the current step of the home extraction flow. */
export function HomeFlow() {
  const flow = useExtractionFlow();
  const { isAuthenticated } = useAuth();
  const { reset } = flow;
  // A session that ends mid-flow (logout, revoked elsewhere) leaves nothing of the last user's file.
  useEffect(() => {
    if (!isAuthenticated) reset();
  }, [isAuthenticated, reset]);
  return <ExtractionFlowView flow={flow} picker={<HomeDropZone onFile={flow.choose} />} />;
}
