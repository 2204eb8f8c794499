import { Download, FileUp, Table2, TableProperties } from "lucide-react";

const STEPS = [
  { label: "Upload PDF", icon: FileUp },
  { label: "Extract Tables", icon: Table2 },
  { label: "Review Data", icon: TableProperties },
  { label: "Download Excel", icon: Download },
];

/** The four steps of the home flow; `current` is the 0-based active step. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Steps">
      {STEPS.map((step, index) => {
        const Icon = step.icon;
        const active = index === current;
        const done = index < current;
        return (
          <li
            key={step.label}
            aria-current={active ? "step" : undefined}
            className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
              active
                ? "border-brand-500 bg-brand-50 font-semibold text-brand-800"
                : done
                  ? "border-brand-200 text-brand-700"
                  : "border-gray-200 bg-white text-gray-500"
            }`}
          >
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${active || done ? "bg-brand-600 text-white" : "bg-gray-100"}`}
            >
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <span>
              <span className="sr-only">Step {index + 1}: </span>
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
