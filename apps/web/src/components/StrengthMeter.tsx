import { Check, X } from "lucide-react";
import { passwordStrength, type StrengthLabel } from "../auth/passwordStrength";

const barColour: Record<StrengthLabel, string> = {
  "Very Weak": "bg-red-500",
  Weak: "bg-orange-500",
  Fair: "bg-yellow-500",
  Good: "bg-brand-500",
  Strong: "bg-brand-700",
};

/** Strength bar (width score/5), its label and the five-item checklist. */
export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className="mt-2 space-y-2" data-testid="strength-meter">
      <div className="flex items-center gap-3">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200">
          <div
            data-testid="strength-bar"
            className={`h-full rounded-full transition-all ${barColour[strength.label]}`}
            style={{ width: `${strength.fraction * 100}%` }}
          />
        </div>
        <span className="w-20 text-right text-xs font-medium text-gray-700" data-testid="strength-label">
          {strength.label}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
        {strength.criteria.map((criterion) => (
          <li
            key={criterion.label}
            className={`flex items-center gap-1 ${criterion.met ? "text-brand-700" : "text-gray-500"}`}
          >
            {criterion.met ? <Check className="h-3 w-3" aria-hidden /> : <X className="h-3 w-3" aria-hidden />}
            <span>{criterion.label}</span>
            <span className="sr-only">{criterion.met ? "(met)" : "(not met)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
