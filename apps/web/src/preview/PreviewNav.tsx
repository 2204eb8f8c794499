import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonSecondary } from "../components/styles";

/** Previous/next between tables; hidden when there is only one. */
export function PreviewNav({
  index,
  count,
  onChange,
  disabled,
}: {
  index: number;
  count: number;
  onChange: (index: number) => void;
  disabled?: boolean;
}) {
  if (count <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={buttonSecondary}
        disabled={disabled || index === 0}
        onClick={() => onChange(index - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
      </button>
      <span className="text-sm text-gray-600" aria-live="polite">
        Table {index + 1} of {count}
      </span>
      <button
        type="button"
        className={buttonSecondary}
        disabled={disabled || index === count - 1}
        onClick={() => onChange(index + 1)}
      >
        Next <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
