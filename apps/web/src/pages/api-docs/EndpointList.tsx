import { operationsByTag, type OpenApiDocument } from "@pdftab/api-docs";
import { EndpointCard } from "./EndpointCard";
import { tagAnchor, tagLabel } from "./tagLabel";

/** Every endpoint of the OpenAPI document, grouped by tag. */
export function EndpointList({ doc, baseUrl }: { doc: OpenApiDocument; baseUrl: string }) {
  return (
    <div className="space-y-8">
      {operationsByTag(doc).map(([tag, entries]) => (
        <section key={tag} id={tagAnchor(tag)} className="scroll-mt-20 space-y-3">
          <h3 className="text-lg font-semibold text-gray-900">{tagLabel(tag)}</h3>
          {entries.map((entry) => (
            <EndpointCard key={`${entry.method} ${entry.path}`} entry={entry} baseUrl={baseUrl} />
          ))}
        </section>
      ))}
    </div>
  );
}
