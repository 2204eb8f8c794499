import { lazy, Suspense } from "react";
import { PRODUCT_NAME } from "../../config";
import { PageContainer } from "../../components/PageContainer";
import { usePageTitle } from "../../layout/usePageTitle";
import { HomeFlow } from "./HomeFlow";

// Below the picker: loaded after the first screen, not with it (first-load budget, vite.config.ts).
const HomeBelowFold = lazy(() => import("./HomeBelowFold"));

/** Landing page: hero, steps, the PDF picker, features and the free-plan pitch. */
export default function HomePage() {
  usePageTitle("Extract Tables from PDFs");
  return (
    <PageContainer>
      <section className="mx-auto max-w-3xl space-y-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          Turn PDF tables into <span className="text-brand-600">spreadsheets</span>
        </h1>
        <p className="text-lg text-gray-600">
          Upload a PDF and {PRODUCT_NAME} reads its tables and hands them back as Excel, CSV or JSON.
        </p>
      </section>
      <div className="mx-auto max-w-3xl">
        <HomeFlow />
      </div>
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </PageContainer>
  );
}
