import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PasswordField } from "../../components/PasswordField";
import { buttonPrimary } from "../../components/styles";
import type { PasswordRequest } from "./extractionFlow";

/** Asks for the password of a protected PDF and retries the extraction with it. */
export function PasswordPrompt({
  request,
  onSubmit,
}: {
  request: PasswordRequest;
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
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      aria-label="Password-protected PDF"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-amber-900" role="alert">
        <LockKeyhole className="h-4 w-4" aria-hidden />
        {request.wrong
          ? "That password is not correct. Try again."
          : "This PDF is password-protected. Enter its password to extract the tables."}
      </p>
      <PasswordField
        id="pdf-password"
        label="PDF password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="off"
        autoFocus
      />
      <button type="submit" className={buttonPrimary} disabled={!password}>
        Extract with password
      </button>
    </form>
  );
}
