import { DOCUMENTED_REQUIRED } from "./documented-required.js";

/** Content types of the export files (packages/export). */
const EXPORT_TYPES = [
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
  "application/zip",
  "application/json",
];

type JsonBodySchema = Record<string, unknown> & { required?: string[] };
type Operation = Record<string, unknown> & {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonBodySchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
};

/** `x-file-response` of a route schema: a description (export files), or a description and content types. */
export type FileResponse = string | { description: string; contentTypes: string[] };

/**
 * Fills in what Fastify route schemas cannot say, from `x-` keys the routes
 * set: `x-multipart-body` (a JSON schema of the multipart fields; upload
 * routes read the body as a stream, so it is not a validated `body`) becomes
 * the requestBody, `x-file-response` adds the binary 200 content, and `x-required`
 * (documentRequired) becomes the JSON body's `required` list.
 */
export function completeOperations<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const jsonBody = operation.requestBody?.content?.["application/json"]?.schema;
      const documented = operation[DOCUMENTED_REQUIRED] as string[] | undefined;
      if (jsonBody && documented) jsonBody.required = [...new Set([...(jsonBody.required ?? []), ...documented])];
      delete operation[DOCUMENTED_REQUIRED];
      const multipart = operation["x-multipart-body"];
      if (multipart) {
        operation.requestBody = {
          required: true,
          content: { "multipart/form-data": { schema: multipart as JsonBodySchema } },
        };
        delete operation["x-multipart-body"];
      }
      const file = operation["x-file-response"] as FileResponse | undefined;
      if (file) {
        const { description, contentTypes } =
          typeof file === "string" ? { description: file, contentTypes: EXPORT_TYPES } : file;
        const responses = (operation.responses ??= {});
        const ok = (responses["200"] ??= { description });
        ok.description = description;
        ok.content = {
          ...Object.fromEntries(contentTypes.map((t) => [t, { schema: { type: "string", format: "binary" } }])),
          ...ok.content,
        };
        delete operation["x-file-response"];
      }
    }
  }
  return document;
}
