import { Loader2 } from "lucide-react";

/** Full-width loading indicator for a page that waits on the server. */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-24 text-gray-500">
      <Loader2 className="h-5 w-5 animate-spin text-brand-600" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
