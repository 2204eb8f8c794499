import { inline } from "./Markdown";
import { propertiesOf, schemaLabel, type OpenApiOperation } from "@pdftab/api-docs";
import { ScrollRegion } from "../../components/ScrollRegion";

interface Row {
  name: string;
  where: string;
  type: string;
  required: boolean;
  description: string;
}

/** Path and query parameters and body fields of an operation. */
export function ParameterTable({ operation }: { operation: OpenApiOperation }) {
  const rows: Row[] = (operation.parameters ?? []).map((p) => ({
    name: p.name,
    where: p.in,
    type: schemaLabel(p.schema),
    required: Boolean(p.required),
    description: p.description ?? p.schema?.description ?? "",
  }));
  for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
    const { properties, required } = propertiesOf(media.schema);
    const where = type === "multipart/form-data" ? "form" : "body";
    for (const [name, s] of Object.entries(properties)) {
      rows.push({
        name,
        where,
        type: schemaLabel(s),
        required: required.has(name),
        description: s.description ?? (s.default !== undefined ? `Default ${String(s.default)}` : ""),
      });
    }
  }
  if (rows.length === 0) return <p className="text-sm text-gray-500">No parameters.</p>;
  return (
    <ScrollRegion label="Parameters">
      <table className="w-full text-left text-sm">
        <thead className="text-gray-500">
          <tr>
            <th className="py-1 pr-3">Name</th>
            <th className="py-1 pr-3">In</th>
            <th className="py-1 pr-3">Type</th>
            <th className="py-1">Description</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r) => (
            <tr key={`${r.where}:${r.name}`}>
              <td className="py-1.5 pr-3 align-top">
                <code className="text-gray-900">{r.name}</code>
                {r.required && <span className="ml-1 text-xs text-red-600">required</span>}
              </td>
              <td className="py-1.5 pr-3 align-top text-gray-600">{r.where}</td>
              <td className="py-1.5 pr-3 align-top text-gray-600">{r.type}</td>
              <td className="py-1.5 align-top text-gray-600">{inline(r.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
