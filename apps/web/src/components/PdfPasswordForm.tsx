import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { PasswordField } from "./PasswordField";
import { buttonPrimary } from "./styles";

/**
 * The form that asks for an encrypted PDF's password, shared by Home's extraction flow and the
 * correction workspace: the message says why it is needed (or that the last one was wrong), and
 * the button stays disabled until something is typed.
 */
export function PdfPasswordForm({
  wrong,
  why,
  note,
  fieldId,
  submitLabel,
  className = "",
  onSubmit,
}: {
  /** The password last sent was refused. */
  wrong: boolean;
  /** What the password is for, shown until a wrong one was sent. */
  why: string;
  /** A line under the message. */
  note?: ReactNode;
  fieldId: string;
  submitLabel: string;
  className?: string;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form
      onSubmit={submit}
      className={`space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 ${className}`}
      aria-label="Password-protected PDF"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-amber-900" role="alert">
        <LockKeyhole className="h-4 w-4 shrink-0" aria-hidden />
        {wrong ? "That password is not correct. Try again." : why}
      </p>
      {note && <p className="text-xs text-amber-900">{note}</p>}
      <PasswordField
        id={fieldId}
        label="PDF password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="off"
        autoFocus
      />
      <button type="submit" className={buttonPrimary} disabled={!password}>
        {submitLabel}
      </button>
    </form>
  );
}
