import { Link } from "react-router";
import { ComingSoon } from "../../components/ComingSoon";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { buttonPrimary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";

/** Extraction history: stored per account on the server once extraction exists. */
export default function HistoryPage() {
  usePageTitle("History");
  return (
    <PageContainer>
      <PageHeader title="Extraction History" subtitle="Every PDF you extract, with search, status filter and sorting." actions={<Link to="/" className={buttonPrimary}>Upload PDF</Link>} />
      <ComingSoon title="History is coming soon">Your extractions will be listed here, kept on the server so they follow you across browsers.</ComingSoon>
    </PageContainer>
  );
}
