import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonPrimary } from "../components/styles";
import type { BatchPlan } from "./useBatchPlan";

/** Shown to plans without batches instead of a form that could only fail with plan_required. */
export function BatchUpgradeNotice({ batchPlan }: { batchPlan: BatchPlan }) {
  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center"
      aria-label="Batch processing needs an upgrade"
    >
      <Sparkles className="h-8 w-8 shrink-0 text-brand-600" aria-hidden />
      <div className="flex-1">
        <h2 className="font-semibold text-gray-900">Batch processing needs {batchPlan.batchPlanNames}</h2>
        <p className="mt-1 text-sm text-gray-700">
          Your {batchPlan.plan?.name ?? "current"} plan extracts one PDF at a time. Upgrade to process several PDFs in
          one batch and download all results as one zip.
        </p>
      </div>
      <Link to="/pricing" className={buttonPrimary}>
        See Plans
      </Link>
    </section>
  );
}
