import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PasswordField } from "../components/PasswordField";
import { buttonPrimary } from "../components/styles";

/** The error codes that mean the workspace needs the PDF's password (again). */
export const PASSWORD_CODES = new Set(["password_required", "wrong_password"]);

/**
 * Asks for an encrypted PDF's password in the workspace: its pages are drawn and read again
 * from the PDF, which needs it on every request (the server never keeps it). The password
 * typed on Home is held in this tab's memory only, so after a reload, or when the workspace
 * is opened from History, it is asked here (docs/security.md, Encrypted PDFs).
 */
export function PdfPasswordPrompt({ wrong, onSubmit }: { wrong: boolean; onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form
      onSubmit={submit}
      className="mx-auto max-w-md space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      aria-label="Password-protected PDF"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-amber-900" role="alert">
        <LockKeyhole className="h-4 w-4 shrink-0" aria-hidden />
        {wrong
          ? "That password is not correct. Try again."
          : "This PDF is password-protected. Enter its password to show its pages and re-extract them."}
      </p>
      <p className="text-xs text-amber-900">
        It is kept in this tab's memory only, so reloading the page asks for it again.
      </p>
      <PasswordField
        id="workspace-pdf-password"
        label="PDF password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="off"
        autoFocus
      />
      <button type="submit" className={buttonPrimary} disabled={!password}>
        Unlock PDF
      </button>
    </form>
  );
}
