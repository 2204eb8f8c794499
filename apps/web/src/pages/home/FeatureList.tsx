import { PRODUCT_NAME } from "../../config";
import { Columns3, FileSpreadsheet, Merge, Ruler } from "lucide-react";

const FEATURES = [
  {
    icon: Ruler,
    title: "Ruling-line analysis",
    text: "Tables drawn with lines are read from the PDF's vector graphics, cell by cell.",
  },
  {
    icon: Columns3,
    title: "Text-alignment analysis",
    text: "Tables without lines are found from how words line up in columns and rows.",
  },
  {
    icon: Merge,
    title: "Spans and long tables",
    text: "Merged cells keep their span, and a table that runs over several pages can be joined into one.",
  },
  {
    icon: FileSpreadsheet,
    title: "Spreadsheets ready to use",
    text: "Numbers and dates arrive typed, header rows frozen, merged headers merged, and no cell can run as a formula.",
  },
];

/** What pdftab does today, described by its real methods (scanned pages and batches are not offered yet). */
export function FeatureList() {
  return (
    <section aria-labelledby="features" className="space-y-6">
      <h2 id="features" className="text-center text-2xl font-bold text-gray-900">
        How {PRODUCT_NAME} reads tables
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-gray-200 bg-white p-5">
            <Icon className="h-6 w-6 text-brand-600" aria-hidden />
            <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
            <p className="mt-1 text-sm text-gray-600">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
