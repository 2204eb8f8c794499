import { PdfPasswordForm } from "../../components/PdfPasswordForm";
import type { PasswordRequest } from "./extractionFlow";

/** Asks for the password of a protected PDF and retries the extraction with it. */
export function PasswordPrompt({
  request,
  onSubmit,
}: {
  request: PasswordRequest;
  onSubmit: (password: string) => void;
}) {
  return (
    <PdfPasswordForm
      wrong={request.wrong}
      why="This PDF is password-protected. Enter its password to extract the tables."
      fieldId="pdf-password"
      submitLabel="Extract with password"
      onSubmit={onSubmit}
    />
  );
}
