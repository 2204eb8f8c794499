/** Bar colour by share used (docs/product.md, Screens: Analytics): red from 90 %, yellow from 75 %, else green. */
export function usageColour(percent: number): string {
  if (percent >= 90) return "bg-red-500";
  if (percent >= 75) return "bg-yellow-500";
  return "bg-brand-500";
}

/** "used / limit" with a bar capped at 100 %. */
export function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-gray-700">{label}</span>
        <span className="font-medium text-gray-900">
          {used.toLocaleString()} / {limit.toLocaleString()}
        </span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200">
        <div className={`h-full rounded-full ${usageColour(percent)}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
