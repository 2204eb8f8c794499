import { lazy, Suspense, useEffect, useState } from "react";
import { useAuth } from "../../auth/AuthContext";
import { PageSpinner } from "../../components/PageSpinner";
import { HomeDropZone } from "./HomeDropZone";
import { StepIndicator } from "./StepIndicator";

const ActiveHomeFlow = lazy(() => import("./ActiveHomeFlow"));
const HomeTemplatePicker = lazy(() => import("./HomeTemplatePicker"));

/** Step indicator plus the current step of the home extraction flow. */
export function HomeFlow() {
  const { isAuthenticated } = useAuth();
  const [firstFile, setFirstFile] = useState<File | null>(null);
  useEffect(() => {
    if (!isAuthenticated) setFirstFile(null);
  }, [isAuthenticated]);
  if (firstFile) {
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
