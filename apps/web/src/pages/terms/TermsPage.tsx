import { Link } from "react-router";
import { ProsePage } from "../../components/ProsePage";
import { LEGAL_EMAIL, PRODUCT_NAME } from "../../config";

/** Terms for using this pdftab server; only promises the product keeps. */
export default function TermsPage() {
  return (
    <ProsePage title="Terms of Service">
      <p>By creating an account on {PRODUCT_NAME} you agree to these terms.</p>
      <h2>Your content</h2>
      <p>
        You keep all rights to the PDFs you upload and to the extracted data. Only upload files you are allowed to
        process.
      </p>
      <h2>Limits</h2>
      <p>
        Each plan has limits on file size, batch size and daily use, shown on the{" "}
        <Link to="/pricing">pricing page</Link>. No plan is unlimited. The server enforces the limits and tells you
        which one you reached and when it resets.
      </p>
      <h2>Paid plans</h2>
      <p>
        Where this server sells plans online, subscriptions are billed through Stripe, monthly or yearly, until you
        cancel them in the billing portal; the plan changes when Stripe confirms the payment or the cancellation.
        Refunds are at the discretion of this server's operator.
      </p>
      <h2>Availability</h2>
      <p>The service is provided as is. There is no uptime guarantee or service-level agreement on any plan.</p>
      <h2>Accuracy</h2>
      <p>Table extraction is automatic and can be wrong. Check extracted data before you rely on it.</p>
      <h2>Ending your account</h2>
      <p>
        You can delete your account and its data at any time from the dashboard; see the{" "}
        <Link to="/privacy">privacy policy</Link> for what is removed.
      </p>
      <h2>Software</h2>
      <p>pdftab is free software under the GNU Affero General Public License, version 3 or later.</p>
      <h2>Contact</h2>
      <p>
        Write to <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.
      </p>
    </ProsePage>
  );
}
