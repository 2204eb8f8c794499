import { Link } from "react-router";
import { ProsePage } from "../../components/ProsePage";
import { SUPPORT_EMAIL } from "../../config";

/** How to get help. */
export default function SupportPage() {
  return (
    <ProsePage title="Support">
      <p>
        Questions about your account, a PDF that did not come out right, or your plan? Write to us and a person will
        answer.
      </p>
      <h2>Contact</h2>
      <p>
        Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If a PDF was read wrongly, say which page and
        table, and attach the file if you may share it.
      </p>
      <h2>Account help</h2>
      <p>
        Forgot your password? Use <Link to="/forgot-password">password reset</Link>; the link in the email works once
        and expires.
      </p>
      <h2>Plans and billing</h2>
      <p>
        Plans and their limits are on the <Link to="/pricing">pricing page</Link>. Paying users manage their card,
        invoices and cancellation with
        <strong> Manage Billing</strong> on the <Link to="/dashboard">dashboard</Link>. If this server does not sell
        plans online, write to us and the operator can change your plan.
      </p>
      <h2>Your data</h2>
      <p>
        Uploaded PDFs and results are kept for the server's retention period, then deleted. To delete everything at
        once, use
        <strong> Delete Account</strong> on the dashboard; the <Link to="/privacy">privacy policy</Link> lists what is
        removed.
      </p>
      <h2>Developers</h2>
      <p>
        The <Link to="/api-docs">API documentation</Link> explains authentication and the endpoints.
      </p>
    </ProsePage>
  );
}
