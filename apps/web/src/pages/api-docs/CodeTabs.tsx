import { useState } from "react";
import { CodeBlock } from "../../components/CodeBlock";
import type { CodeExamples } from "@pdftab/api-docs";

const TABS: { id: keyof CodeExamples; label: string }[] = [
  { id: "curl", label: "curl" },
  { id: "python", label: "Python" },
  { id: "javascript", label: "JavaScript" },
];

/** The three generated examples of an operation, one tab each, copyable. */
export function CodeTabs({ examples }: { examples: CodeExamples }) {
  const [tab, setTab] = useState<keyof CodeExamples>("curl");
  return (
    <div>
      <div role="tablist" className="mb-2 flex gap-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => setTab(t.id)}
            className={`rounded-md px-3 py-1 text-xs font-medium ${tab === t.id ? "bg-brand-600 text-white" : "text-gray-600 hover:bg-gray-100"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <CodeBlock code={examples[tab]} label={tab === "curl" ? "shell" : tab} />
    </div>
  );
}
