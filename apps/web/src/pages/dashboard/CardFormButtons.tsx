import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { waiting } from "../../components/waiting";

/**
 * Cancel and submit at the foot of an account card's form (Password, Email). While the call runs
 * the submit button says `busyLabel` and is aria-disabled, not disabled: a disabled button drops
 * the keyboard focus to the page (components/waiting.ts).
 */
export function CardFormButtons({
  onCancel,
  busy,
  label,
  busyLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className={buttonSecondary} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={`${buttonPrimary} ${waiting}`} aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
