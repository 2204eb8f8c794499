import { inline } from "./Markdown";
import { responseDescription, statusText } from "./statusText";
import { propertiesOf, schemaLabel, type OpenApiOperation } from "@pdftab/api-docs";

/** Each status an operation answers with (and its reason phrase), its content types and top-level fields. */
export function ResponseList({ operation }: { operation: OpenApiOperation }) {
  const entries = Object.entries(operation.responses ?? {});
  return (
    <ul className="space-y-2 text-sm">
      {entries.map(([status, response]) => {
        const content = response.content ?? {};
        const json = content["application/json"]?.schema;
        const fields = Object.entries(propertiesOf(json).properties);
        const files = Object.keys(content).filter((t) => t !== "application/json");
        const ok = status.startsWith("2");
        const description = responseDescription(response.description);
        return (
          <li key={status} className="flex gap-3">
            <span
              className={`h-fit rounded px-1.5 py-0.5 text-xs font-bold ${ok ? "bg-brand-50 text-brand-700" : "bg-red-50 text-red-700"}`}
            >
              {status}
            </span>
            <div className="min-w-0 text-gray-600">
              <p>
                <span className="font-medium text-gray-800">{statusText(status)}</span>
                {statusText(status) && description && ": "}
                {inline(description)}
              </p>
              {files.length > 0 && <p className="text-xs">File: {files.join(", ")}</p>}
              {fields.length > 0 && (
                <p className="text-xs break-words">
                  {fields.map(([name, s], i) => (
                    <span key={name}>
                      {i > 0 && ", "}
                      <code className="text-gray-800">{name}</code> ({schemaLabel(s)})
                    </span>
                  ))}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
