import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { PageSpinner } from "../../components/PageSpinner";
import { HomeDropZone } from "./HomeDropZone";
import { StepIndicator } from "./StepIndicator";
import { shownResultOf } from "./shownResult";

const ActiveHomeFlow = lazy(() => import("./ActiveHomeFlow"));
const HomeTemplatePicker = lazy(() => import("./HomeTemplatePicker"));

/** Step indicator plus the current step of the home extraction flow. */
export function HomeFlow() {
  const { isAuthenticated } = useAuth();
  const [firstFile, setFirstFile] = useState<File | null>(null);
  // Back on an entry that showed results (closing the workspace): the flow shows them again.
  const location = useLocation();
  const [cameBack] = useState(() => shownResultOf(location.state) !== null);
  useEffect(() => {
    if (!isAuthenticated) setFirstFile(null);
  }, [isAuthenticated]);
  if (firstFile || (cameBack && isAuthenticated)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ActiveHomeFlow firstFile={firstFile} />
      </Suspense>
    );
  }
  return (
    <div className="space-y-6">
      <StepIndicator current={0} />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <HomeTemplatePicker />
        </Suspense>
      )}
      <HomeDropZone onFile={setFirstFile} />
    </div>
  );
}
