import { Link } from "react-router";
import { ProsePage } from "../../components/ProsePage";
import { SUPPORT_EMAIL } from "../../config";

/** How to get help. */
export default function SupportPage() {
  return (
    <ProsePage title="Support">
      <p>Questions about your account, a PDF that did not come out right, or your plan? Write to us and a person will answer.</p>
      <h2>Contact</h2>
      <p>
        Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If a PDF was read wrongly, say which page and table, and attach the file
        if you may share it.
      </p>
      <h2>Account help</h2>
      <p>
        Forgot your password? Use <Link to="/forgot-password">password reset</Link>; the link in the email works once and expires.
      </p>
      <h2>Developers</h2>
      <p>
        The <Link to="/api-docs">API documentation</Link> explains authentication and the endpoints.
      </p>
    </ProsePage>
  );
}
