import type { CreatedApiKey } from "../../api/apiKeys";
import { CodeBlock } from "../../components/CodeBlock";

/** The freshly created key, shown this once, with a copy button. */
export function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <section aria-label="New API key" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm font-medium text-brand-800">
        Copy the key “{created.name}” now: this is the only time it is shown. Store it like a password.
      </p>
      <CodeBlock code={created.key} label="API key" />
      <button type="button" onClick={onDone} className="text-sm font-medium text-brand-700 hover:underline">
        I have stored it
      </button>
    </section>
  );
}
