import type { MouseEvent } from "react";

/** One line of the table of contents; `id` is the element it jumps to. */
export interface TocEntry {
  id: string;
  label: string;
  children?: TocEntry[];
}

// With hash routing, href="#id" would be read as a route: scroll by hand and leave the address alone.
// The keyboard goes along, as with an in-page link: Tab goes on from the section, not the contents.
function jump(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

function Entries({ entries, nested = false }: { entries: TocEntry[]; nested?: boolean }) {
  return (
    <ul className={nested ? "mt-1 space-y-1 border-l border-gray-200 pl-3" : "space-y-1"}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            onClick={(event) => jump(event, entry.id)}
            className="text-brand-700 hover:underline"
          >
            {entry.label}
          </a>
          {entry.children && entry.children.length > 0 && <Entries entries={entry.children} nested />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": links to the sections of a long page. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-label="On this page" className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-semibold text-gray-900">On this page</h2>
      <Entries entries={entries} />
    </nav>
  );
}
