import { PageContainer } from "../../components/PageContainer";
import { usePageTitle } from "../../layout/usePageTitle";
import { FeatureList } from "./FeatureList";
import { FreePlanPitch } from "./FreePlanPitch";
import { HomeFlow } from "./HomeFlow";
import { MeasuredFigures } from "./MeasuredFigures";

/** Landing page: hero, steps, the PDF picker, features and the free-plan pitch. */
export default function HomePage() {
  usePageTitle("Extract Tables from PDFs");
  return (
    <PageContainer>
      <section className="mx-auto max-w-3xl space-y-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          Turn PDF tables into <span className="text-brand-600">spreadsheets</span>
        </h1>
        <p className="text-lg text-gray-600">Upload a PDF and pdftab reads its tables and hands them back as Excel, CSV or JSON.</p>
      </section>
      <div className="mx-auto max-w-3xl">
        <HomeFlow />
      </div>
      <FeatureList />
      <MeasuredFigures />
      <FreePlanPitch />
    </PageContainer>
  );
}
