import { benchmark, formatBenchDate, percent } from "../../marketing/benchmark";

/** How the figures on the home page were measured, so a reader can check them. */
export function BenchmarkExplained() {
  return (
    <section aria-labelledby="benchmark" className="mx-auto max-w-3xl space-y-3 text-gray-700">
      <h2 id="benchmark" className="text-2xl font-bold text-gray-900">
        How we measure accuracy and speed
      </h2>
      <p>
        The figures on the home page come from pdftab's own benchmark, which is part of the source code (
        <code>bench/</code>) and can be re-run by anyone with <code>npm run bench:accuracy</code> and{" "}
        <code>npm run bench:speed</code>.
      </p>
      <p>
        <strong>Accuracy</strong> was measured on {formatBenchDate(benchmark.measuredOn)} on {benchmark.documents}{" "}
        public PDFs with {benchmark.tables} tables whose correct content is known: test files of the open-source
        projects Camelot, Tabula and pdfplumber. pdftab ran in its automatic mode with no per-file settings. Each
        extracted table is compared cell by cell with the known one using the ICDAR 2013 table-structure measure (which
        neighbouring cells belong together, to the right and below); the mean F1 score over all tables was{" "}
        <strong>{percent(benchmark.accuracy)}</strong>, {benchmark.exactTables} of {benchmark.tables} tables came out
        exactly right, and {percent(benchmark.recall)} of the tables were found. Your documents may score higher or
        lower: a few dozen test files are not every PDF.
      </p>
      <p>
        <strong>Speed</strong> was measured on {formatBenchDate(benchmark.speedMeasuredOn)} on a generated{" "}
        {benchmark.speedPages}-page PDF with one table per page, on a machine with {benchmark.speedCpus} CPUs shared
        with other work: about {Math.floor(benchmark.pagesPerSecond)} pages per second. A pdftab server's real speed
        depends on its hardware and how busy it is.
      </p>
    </section>
  );
}
