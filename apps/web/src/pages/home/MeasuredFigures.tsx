import { Link } from "react-router";
import { benchmark, formatBenchDate, percent } from "../../marketing/benchmark";

/** Accuracy and speed from the project's own benchmark, with where and when they were measured. */
export function MeasuredFigures() {
  const figures = [
    { value: percent(benchmark.accuracy), label: "table structure accuracy (mean F1)" },
    { value: `${benchmark.exactTables} of ${benchmark.tables}`, label: "tables reproduced exactly" },
    {
      value: `${Math.floor(benchmark.pagesPerSecond)}`,
      label: `pages per second on a ${benchmark.speedPages}-page PDF (${benchmark.speedCpus} CPUs)`,
    },
  ];
  return (
    <section aria-labelledby="measured" className="rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="measured" className="text-center text-2xl font-bold text-gray-900">
        Measured, not claimed
      </h2>
      <dl className="mt-6 grid gap-6 text-center sm:grid-cols-3">
        {figures.map(({ value, label }) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-700">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center text-xs text-gray-500">
        Measured on {benchmark.documents} public documents on {formatBenchDate(benchmark.measuredOn)},{" "}
        <Link to="/about" className="font-medium text-brand-700 hover:underline">
          see how on the About page
        </Link>
        .
      </p>
    </section>
  );
}
