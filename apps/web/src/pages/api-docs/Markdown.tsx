import { Fragment, type ReactNode } from "react";

/**
 * The small Markdown that API descriptions use, as React elements (never raw HTML): paragraphs,
 * "- " bullet lists, `code`, **bold** and [links](url) (http(s) and same-site paths only).
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className={`space-y-2 ${className ?? ""}`}>
      {blocks.map((block, index) => {
        const lines = block.split("\n");
        if (lines.every((line) => /^\s*[-*] /.test(line))) {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {lines.map((line, item) => (
                <li key={item}>{inline(line.replace(/^\s*[-*] /, ""))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(lines.join(" "))}</p>;
      })}
    </div>
  );
}

const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;

const safeHref = (href: string) => /^(https?:\/\/|\/)/.test(href);

/** Inline code, bold and links of one paragraph. */
export function inline(text: string): ReactNode[] {
  return text.split(TOKEN).map((part, index) => {
    if (part.startsWith("`") && part.endsWith("`") && part.length > 1)
      return (
        <code key={index} className="rounded bg-gray-100 px-1 text-[0.9em] break-words text-gray-800">
          {part.slice(1, -1)}
        </code>
      );
    if (part.startsWith("**") && part.endsWith("**") && part.length > 3)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link && safeHref(link[2]!))
      return (
        <a key={index} href={link[2]} className="font-medium text-brand-700 hover:underline">
          {link[1]}
        </a>
      );
    return <Fragment key={index}>{part}</Fragment>;
  });
}
