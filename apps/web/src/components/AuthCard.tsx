import type { ReactNode } from "react";

/** Centered white card used by the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-gray-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * The look of the card's submit button while it waits (`aria-disabled`, so it keeps the keyboard
 * focus; see components/waiting.ts, whose classes these are). Repeated here rather than imported:
 * the sign-in pages importing that module lengthened the lazy imports' preload lists that Home's
 * first load carries (apps/web/README.md, budget).
 */
export const authButtonWaiting = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
