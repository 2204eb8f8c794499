/** Content types of the export files (packages/export). */
const FILE_TYPES = ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "text/csv", "application/json"];

type Operation = Record<string, unknown> & { responses?: Record<string, { description?: string; content?: Record<string, unknown> }> };

/**
 * Fills in what Fastify route schemas cannot say, from `x-` keys the routes
 * set: `x-multipart-body` (a JSON schema of the multipart fields; upload
 * routes read the body as a stream, so it is not a validated `body`) becomes
 * the requestBody, and `x-file-response` adds the export files as 200 content.
 */
export function completeOperations<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const multipart = operation["x-multipart-body"];
      if (multipart) {
        operation.requestBody = { required: true, content: { "multipart/form-data": { schema: multipart } } };
        delete operation["x-multipart-body"];
      }
      if (operation["x-file-response"]) {
        const responses = (operation.responses ??= {});
        const ok = (responses["200"] ??= { description: "The file" });
        ok.description = String(operation["x-file-response"]);
        ok.content = { ...Object.fromEntries(FILE_TYPES.map((t) => [t, { schema: { type: "string", format: "binary" } }])), ...ok.content };
        delete operation["x-file-response"];
      }
    }
  }
  return document;
}
