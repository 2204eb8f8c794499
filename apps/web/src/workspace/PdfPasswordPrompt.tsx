import { PdfPasswordForm } from "../components/PdfPasswordForm";

/** The error codes that mean the workspace needs the PDF's password (again). */
export const PASSWORD_CODES = new Set(["password_required", "wrong_password"]);

/**
 * Asks for an encrypted PDF's password in the workspace: its pages are drawn and read again
 * from the PDF, which needs it on every request (the server never keeps it). The password
 * typed on Home is held in this tab's memory only, so after a reload, or when the workspace
 * is opened from History, it is asked here (docs/security.md, Encrypted PDFs).
 */
export function PdfPasswordPrompt({ wrong, onSubmit }: { wrong: boolean; onSubmit: (password: string) => void }) {
  return (
    <PdfPasswordForm
      wrong={wrong}
      why="This PDF is password-protected. Enter its password to show its pages and re-extract them."
      note="It is kept in this tab's memory only, so reloading the page asks for it again."
      fieldId="workspace-pdf-password"
      submitLabel="Unlock PDF"
      className="mx-auto max-w-md"
      onSubmit={onSubmit}
    />
  );
}
