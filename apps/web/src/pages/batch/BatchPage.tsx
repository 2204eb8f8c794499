import { useAuth } from "../../auth/AuthContext";
import { ComingSoon } from "../../components/ComingSoon";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { SignInPrompt } from "../../components/SignInPrompt";
import { usePageTitle } from "../../layout/usePageTitle";

/** Batch processing: many PDFs in one job (paid plans). */
export default function BatchPage() {
  usePageTitle("Batch Processing");
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInPrompt message="Please sign in to use batch processing" />;
  return (
    <PageContainer>
      <PageHeader title="Batch Processing" subtitle="Process many PDFs at once; your plan sets how many and how large." />
      <ComingSoon title="Batch processing is coming soon">Upload a set of PDFs, follow their progress and download all results together.</ComingSoon>
    </PageContainer>
  );
}
