import { CopyButton } from "./CopyButton";
import { ScrollRegion } from "./ScrollRegion";

/** Dark code sample with a copy button. */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  return (
    <div className="overflow-hidden rounded-lg bg-gray-900">
      <div className="flex items-center justify-between border-b border-gray-700 px-4 py-1.5">
        <span className="text-xs text-gray-400">{label ?? "shell"}</span>
        <CopyButton text={code} />
      </div>
      <ScrollRegion label={`${label ?? "shell"} code`}>
        <pre className="p-4 text-sm text-gray-100">
          <code>{code}</code>
        </pre>
      </ScrollRegion>
    </div>
  );
}
