import type { ReactNode } from "react";

/** Standard width and padding of an inner page. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-7xl"} space-y-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8`}>
      {children}
    </div>
  );
}
