import type { CreatedWebhook } from "../../api/webhooks";
import { CodeBlock } from "../../components/CodeBlock";

/** The signing secret of a freshly added endpoint, shown this once. */
export function NewSecretPanel({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <section aria-label="Signing secret" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm font-medium text-brand-800">
        Copy the signing secret of {created.url} now: this is the only time it is shown. Use it to check the
        <code> Pdftab-Signature</code> header of every delivery.
      </p>
      <CodeBlock code={created.secret} label="Signing secret" />
      <button type="button" onClick={onDone} className="text-sm font-medium text-brand-700 hover:underline">
        I have stored it
      </button>
    </section>
  );
}
