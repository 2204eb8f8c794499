import { ProsePage } from "../../components/ProsePage";
import { LEGAL_EMAIL } from "../../config";

/** What pdftab keeps about users and their files. */
export default function PrivacyPage() {
  return (
    <ProsePage title="Privacy Policy">
      <p>This page explains what this pdftab server stores and why.</p>
      <h2>Account data</h2>
      <p>Your name, email address and a hash of your password (never the password itself). Sessions are random tokens stored hashed and can be revoked by signing out.</p>
      <h2>Your files</h2>
      <p>PDFs you upload are stored only to extract their tables and to let you download the results. Results are kept for a retention period set by the operator and then deleted.</p>
      <h2>Browser storage</h2>
      <p>The app keeps your session token and basic profile in your browser's local storage so you stay signed in. Signing out removes them.</p>
      <h2>Questions</h2>
      <p>Write to <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.</p>
    </ProsePage>
  );
}
