import type { ReactNode } from "react";
import { usePageTitle } from "../layout/usePageTitle";
import { PageContainer } from "./PageContainer";

/** Simple text page (support, privacy, terms) with a title and readable line length. */
export function ProsePage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer narrow>
      <article className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 text-gray-700 sm:p-10 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-gray-900 [&_a]:font-medium [&_a]:text-brand-700">
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        {children}
      </article>
    </PageContainer>
  );
}
