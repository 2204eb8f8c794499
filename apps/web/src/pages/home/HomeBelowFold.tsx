import { FeatureList } from "./FeatureList";
import { FreePlanPitch } from "./FreePlanPitch";
import { MeasuredFigures } from "./MeasuredFigures";

/**
 * Home's sections below the picker: features, measured figures (with the benchmark's numbers)
 * and the free-plan pitch. Its own chunk, fetched right after the first render, so the first
 * load carries only what the first screen shows (the build checks that size, see
 * apps/web/build/firstLoadSize.ts).
 */
export default function HomeBelowFold() {
  return (
    <>
      <FeatureList />
      <MeasuredFigures />
      <FreePlanPitch />
    </>
  );
}
