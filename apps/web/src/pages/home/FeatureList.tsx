import { Columns3, FileStack, ScanText, Ruler } from "lucide-react";

const FEATURES = [
  { icon: Ruler, title: "Ruling-line analysis", text: "Tables drawn with lines are read from the PDF's vector graphics, cell by cell." },
  { icon: Columns3, title: "Text-alignment analysis", text: "Tables without lines are found from how words line up in columns and rows." },
  { icon: ScanText, title: "OCR for scanned pages", text: "Scanned pages are read with optical character recognition before the table is rebuilt." },
  { icon: FileStack, title: "Batch processing", text: "Paid plans can send many PDFs in one batch and download the results together." },
];

/** What pdftab does, described by its real methods. */
export function FeatureList() {
  return (
    <section aria-labelledby="features" className="space-y-6">
      <h2 id="features" className="text-center text-2xl font-bold text-gray-900">How pdftab reads tables</h2>
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
