import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonSecondary } from "../components/styles";
import { usePagerFocus } from "../components/usePagerFocus";

/** Previous/next between tables; hidden when there is only one. Reaching an end keeps the focus on the other button. */
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
  const focus = usePagerFocus(index, count);
  if (count <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        ref={focus.previous}
        className={buttonSecondary}
        disabled={disabled || index === 0}
        onClick={() => {
          focus.pressed("previous");
          onChange(index - 1);
        }}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
      </button>
      <span className="text-sm text-gray-600" aria-live="polite">
        Table {index + 1} of {count}
      </span>
      <button
        type="button"
        ref={focus.next}
        className={buttonSecondary}
        disabled={disabled || index === count - 1}
        onClick={() => {
          focus.pressed("next");
          onChange(index + 1);
        }}
      >
        Next <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
