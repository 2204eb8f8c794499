import { Link } from "react-router";
import { ProsePage } from "../../components/ProsePage";
import { LEGAL_EMAIL, PRODUCT_NAME } from "../../config";

/** What this pdftab server stores, for how long, and how to have it deleted. */
export default function PrivacyPage() {
  return (
    <ProsePage title="Privacy Policy">
      <p>This page explains what {PRODUCT_NAME} stores about you, why, for how long, and how you delete it.</p>
      <h2>Your account</h2>
      <p>
        Your name, email address, your plan and an Argon2id hash of your password (never the password itself). If you
        sign in with Google or GitHub, we store that provider's account id so it can sign you in again. Sign-in sessions
        are random tokens stored only as hashes; signing out revokes them. Failed sign-in attempts are recorded with the
        address they came from, to slow down password guessing.
      </p>
      <h2>Your PDFs and results</h2>
      <p>
        PDFs you upload are stored so their tables can be extracted, shown as page images and downloaded again, together
        with the extracted tables and any edits you make. They are kept for the retention period set by the operator of
        this server (30 days unless changed); after that the server deletes the PDF and its tables on its own, and the
        history shows the extraction as expired. You can delete an extraction from your history, or your whole account,
        sooner at any time. Your PDFs are processed on this server and are not sent to other services (unless the
        operator keeps files in an S3-compatible storage service, which then holds them for the same period).
      </p>
      <h2>Payments</h2>
      <p>
        If this server sells plans online, payment happens on Stripe's checkout page; this server never sees your card
        number. It stores the Stripe customer and subscription ids needed to keep your plan in step with your
        subscription.
      </p>
      <h2>Browser storage</h2>
      <p>
        The app keeps your session token and basic profile in your browser's local storage so you stay signed in.
        Signing out removes them. No advertising or tracking cookies are used.
      </p>
      <h2>Deleting your account</h2>
      <p>
        Signed in, open the <Link to="/dashboard">dashboard</Link> and use <strong>Delete Account</strong>. Your
        account, sessions, extraction history and uploaded PDFs are deleted at once, and a paid subscription is
        cancelled. Copies in the server operator's backups, if any, follow the operator's backup schedule.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.
      </p>
    </ProsePage>
  );
}
