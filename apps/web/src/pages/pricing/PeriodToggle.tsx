import type { Period } from "./pricingMath";

/** Monthly/yearly switch; names the real yearly saving when there is one. */
export function PeriodToggle({
  period,
  onChange,
  savingText,
}: {
  period: Period;
  onChange: (p: Period) => void;
  savingText: string | null;
}) {
  const option = (value: Period, label: string) => (
    <button
      type="button"
      aria-pressed={period === value}
      onClick={() => onChange(value)}
      className={`rounded-full px-4 py-1.5 text-sm font-medium ${period === value ? "bg-brand-600 text-white" : "text-gray-700 hover:text-gray-900"}`}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="inline-flex rounded-full border border-gray-200 bg-white p-1">
        {option("monthly", "Monthly")}
        {option("yearly", "Yearly")}
      </div>
      {savingText && <span className="text-xs font-medium text-brand-700">{savingText}</span>}
    </div>
  );
}
