import type { JsonSchema, OpenApiDocument, OpenApiOperation } from "./openapi-types.js";

/** One method + path of the document. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** Sections in reading order; tags not listed come after, alphabetically. */
const TAG_ORDER = ["auth", "public api", "api-keys", "extraction", "plans"];
const METHODS = ["get", "post", "put", "patch", "delete"];

const tagOf = (operation: OpenApiOperation) => operation.tags?.[0] ?? "other";

/** Every operation, grouped by tag in reading order. */
export function operationsByTag(doc: OpenApiDocument): [string, DocumentedOperation[]][] {
  const groups = new Map<string, DocumentedOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = tagOf(operation);
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const rank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The properties of an object schema, `allOf` parts merged. */
export function propertiesOf(schema: JsonSchema | undefined): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const parts = schema?.allOf ?? (schema ? [schema] : []);
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    for (const name of part.required ?? []) required.add(name);
  }
  return { properties, required };
}

/** Short human type of a schema: "string", "xlsx | csv", "array of object", "integer or null". */
export function schemaLabel(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => String(v)).join(" | ");
  if (schema.anyOf) {
    const literals = schema.anyOf.filter((s) => s.const !== undefined);
    if (literals.length === schema.anyOf.length) return literals.map((s) => String(s.const)).join(" | ");
    return schema.anyOf.map(schemaLabel).join(" or ");
  }
  if (schema.allOf) return "object";
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  if (type === "array") return `array of ${schemaLabel(schema.items)}`;
  if (schema.format === "binary") return "file";
  return schema.format && type === "string" ? `string (${schema.format})` : type;
}
