import { BatchUpgradeNotice } from "../../batch/BatchUpgradeNotice";
import { useBatchPlan } from "../../batch/useBatchPlan";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { SignInGate } from "../../components/SignInGate";
import { usePageTitle } from "../../layout/usePageTitle";
import { BatchUploadForm } from "./BatchUploadForm";
import { ProcessingHistory } from "./ProcessingHistory";

/** Batch processing: many PDFs in one job (paid plans), and every batch of the user with live progress. */
export default function BatchPage() {
  usePageTitle("Batch Processing");
  return (
    <SignInGate message="Please sign in to use batch processing">
      <SignedInBatchPage />
    </SignInGate>
  );
}

function SignedInBatchPage() {
  const batchPlan = useBatchPlan();
  const limit = batchPlan.batchAllowed && batchPlan.maxFiles !== undefined ? `up to ${batchPlan.maxFiles}` : "many";
  return (
    <PageContainer>
      <PageHeader title="Batch Processing" subtitle={`Process ${limit} PDFs at once with advanced table extraction`} />
      {batchPlan.batchAllowed ? (
        <BatchUploadForm batchPlan={batchPlan} />
      ) : (
        <BatchUpgradeNotice batchPlan={batchPlan} />
      )}
      <ProcessingHistory canUpload={batchPlan.batchAllowed} />
    </PageContainer>
  );
}
