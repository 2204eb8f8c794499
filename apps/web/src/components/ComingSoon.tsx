import { Hammer } from "lucide-react";
import type { ReactNode } from "react";

/** Honest placeholder for a capability that is not built yet; never shows sample figures. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center sm:p-8">
      <Hammer className="mx-auto h-8 w-8 text-brand-600" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-gray-900">{title}</h2>
      <p className="mt-1 text-sm text-gray-600">{children ?? "This part of pdftab is being built and is not available yet."}</p>
      <span className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">Coming soon</span>
    </div>
  );
}
