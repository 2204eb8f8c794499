import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";

/** How long the check mark stays after copying (docs/product.md, Timing and display constants). */
export const COPY_CONFIRM_MS = 2000;

/** Copies `text` to the clipboard and shows a check for two seconds. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={copied ? "Copied" : "Copy code"}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      className="rounded-md p-1.5 text-gray-300 hover:bg-gray-700 hover:text-white"
    >
      {copied ? <Check className="h-4 w-4 text-brand-400" /> : <Copy className="h-4 w-4" />}
    </button>
  );
}
