import { PRODUCT_NAME } from "../../config";
import { Lightbulb, Lock, Sparkles, Target } from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "../../components/PageContainer";
import { buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { StartCallToAction } from "../../components/StartCallToAction";
import { BenchmarkExplained } from "./BenchmarkExplained";

const VALUES = [
  {
    icon: Target,
    title: "Mission",
    text: "Get the data out of PDF tables and into a spreadsheet without retyping it.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "Combine ruling-line analysis and text alignment, and measure the result on public documents.",
  },
  {
    icon: Lock,
    title: "Privacy",
    text: "Your files are processed for you only and deleted after the retention period; you can delete them, or your whole account, sooner.",
  },
  {
    icon: Sparkles,
    title: "Simplicity",
    text: "Upload, review, download. No setup needed; templates are there when a layout needs one.",
  },
];

/** Mission, values and story of pdftab. */
export default function AboutPage() {
  usePageTitle("About");
  return (
    <PageContainer>
      <section className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">About pdftab</h1>
        <p className="mt-4 text-lg text-gray-600">
          Tables locked in PDFs cost people hours of copying. {PRODUCT_NAME} reads them and hands them back as Excel,
          CSV or JSON.
        </p>
      </section>
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-gray-200 bg-white p-5">
            <Icon className="h-6 w-6 text-brand-600" aria-hidden />
            <h2 className="mt-3 font-semibold text-gray-900">{title}</h2>
            <p className="mt-1 text-sm text-gray-600">{text}</p>
          </div>
        ))}
      </section>
      <section className="mx-auto max-w-3xl space-y-3 text-gray-700">
        <h2 className="text-2xl font-bold text-gray-900">Our story</h2>
        <p>
          pdftab started from a simple frustration: reports, statements and catalogues publish their numbers as PDF
          tables, and getting them into a spreadsheet meant copying cell by cell. pdftab reads the page the way a person
          does: it follows the drawn lines of a table, lines up words into columns where there are no lines, and keeps
          merged cells and tables that run over several pages together.
        </p>
        <p>
          pdftab is free software (AGPL-3.0-or-later): anyone can read how it works, run it on their own server and
          check the figures below.
        </p>
      </section>
      <BenchmarkExplained />
      <section className="flex flex-col justify-center gap-3 sm:flex-row">
        <StartCallToAction signedIn={{ to: "/dashboard", label: "Extract Tables" }} />
        <Link to="/pricing" className={buttonSecondary}>
          See Pricing
        </Link>
      </section>
    </PageContainer>
  );
}
