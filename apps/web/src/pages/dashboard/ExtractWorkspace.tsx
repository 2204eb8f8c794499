import { useBatchPlan } from "../../batch/useBatchPlan";
import { ExtractionFlowView } from "../home/ExtractionFlowView";
import { useExtractionFlow } from "../home/useExtractionFlow";
import { DashboardPicker } from "./DashboardPicker";

/**
 * The dashboard's PDF workspace: several PDFs become a batch, a single PDF runs the same
 * flow as Home (progress, results, table preview) so every plan can use it.
 */
export function ExtractWorkspace() {
  const flow = useExtractionFlow();
  const batchPlan = useBatchPlan();
  const single = (file: File, format: Parameters<typeof flow.setFormat>[0]) => {
    flow.setFormat(format);
    void flow.extract(undefined, file);
  };
  return (
    <section aria-label="PDF workspace" className="space-y-4 rounded-xl border border-gray-200 bg-white p-5">
      <div>
        <h2 className="font-semibold text-gray-900">Extract tables</h2>
        <p className="text-sm text-gray-600">
          {batchPlan.batchAllowed
            ? "Drop one PDF to preview its tables, or several to process them as a batch."
            : "Drop a PDF to extract and preview its tables."}
        </p>
      </div>
      <ExtractionFlowView
        flow={flow}
        stepsWhileIdle={false}
        picker={<DashboardPicker batchPlan={batchPlan} onSingle={single} />}
      />
    </section>
  );
}
