import type { ReactNode } from "react";

/**
 * A box that scrolls what is too wide or too long for it (a table on a phone, a long code line),
 * focusable and named so a keyboard user can reach it and scroll it with the arrow keys
 * (WCAG 2.1.1; apps/web/README.md, "Accessibility"). `className` sets its size and border.
 * It is `relative` so that what is absolutely placed inside it (an `sr-only` column heading)
 * is clipped by it too, instead of widening the whole page beyond a phone's screen.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`relative overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${className ?? ""}`}
    >
      {children}
    </div>
  );
}
