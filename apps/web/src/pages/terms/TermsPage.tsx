import { ProsePage } from "../../components/ProsePage";
import { LEGAL_EMAIL } from "../../config";

/** Terms for using this pdftab server. */
export default function TermsPage() {
  return (
    <ProsePage title="Terms of Service">
      <p>By creating an account you agree to these terms.</p>
      <h2>Your content</h2>
      <p>You keep all rights to the PDFs you upload and to the extracted data. Only upload files you are allowed to process.</p>
      <h2>Limits</h2>
      <p>Each plan has limits on file size, batch size and daily use, shown on the pricing page. The server enforces them and tells you when one is reached.</p>
      <h2>Accuracy</h2>
      <p>Table extraction is automatic and can be wrong. Check extracted data before you rely on it.</p>
      <h2>Software</h2>
      <p>pdftab is free software under the GNU Affero General Public License, version 3 or later.</p>
      <h2>Contact</h2>
      <p>Write to <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.</p>
    </ProsePage>
  );
}
