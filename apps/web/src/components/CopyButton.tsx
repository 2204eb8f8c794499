import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../toast/toastStore";

/** How long the check mark stays after copying (docs/product.md, Timing and display constants). */
export const COPY_CONFIRM_MS = 2000;

/** Said when the browser refuses the clipboard (a page served over plain HTTP has none). */
export const COPY_FAILED_MESSAGE = "Could not copy. Select the text and copy it yourself.";

/**
 * Copies `text` to the clipboard and shows a check for two seconds. A browser without the
 * clipboard, or one that refuses it, says so: a key shown once must not look copied when it is not.
 */
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
      onClick={() => {
        const copying = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error("no clipboard"));
        copying.then(
          () => setCopied(true),
          () => toast.error(COPY_FAILED_MESSAGE),
        );
      }}
      className="rounded-md p-1.5 text-gray-300 hover:bg-gray-700 hover:text-white"
    >
      {copied ? <Check className="h-4 w-4 text-brand-400" /> : <Copy className="h-4 w-4" />}
    </button>
  );
}
