import type { JsonSchema, OpenApiOperation } from "./openapi-types.js";

/**
 * Generates the curl, Python (requests) and JavaScript (fetch) examples of
 * one operation from its OpenAPI description. The API docs page shows them,
 * and a server test runs the curl and JavaScript ones against a live server
 * (apps/server/src/routes/public-api/docs-examples.test.ts), so the examples
 * and the API cannot drift apart. No imports beyond types: Node runs it too.
 */
export interface ExampleInput {
  /** Origin of the server, e.g. https://pdftab.example (no trailing slash). */
  baseUrl: string;
  method: string;
  /** OpenAPI path, e.g. /api/v1/download/{temp_id}. */
  path: string;
  operation: OpenApiOperation;
  /** Bearer credential; a placeholder by default. */
  token?: string;
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body; generated from the schema when omitted. */
  body?: Record<string, unknown>;
  /** Multipart fields besides the file; the schema's defaults when omitted. */
  fields?: Record<string, string>;
  /** Local PDF the multipart examples upload. */
  filePath?: string;
  /** Local PDFs for an operation that takes several files (a batch); two sample names when omitted. */
  filePaths?: string[];
}

export interface CodeExamples {
  curl: string;
  python: string;
  javascript: string;
}

/** Placeholder shown in examples for the credential. */
export const TOKEN_PLACEHOLDER = "YOUR_API_KEY";

const SAMPLE_STRINGS: Record<string, string> = {
  email: "you@example.com",
  password: "YourPassword1",
  full_name: "Ada Lovelace",
  name: "My script",
  token: "TOKEN_FROM_THE_EMAIL",
};

/** A sample value for a schema: the default, an example, the first enum/const value, or a typed placeholder. */
function sampleValue(name: string, schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf?.find((s) => s.type !== "null");
  if (alternative) return sampleValue(name, alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return 30;
  if (type === "boolean") return true;
  if (type === "array") return schema.items ? [sampleValue(name, schema.items)] : [];
  if (type === "object") return sampleJsonBody(schema);
  return SAMPLE_STRINGS[name] ?? `your_${name}`;
}

/** Body of a JSON request: the required properties and those with an example, with sample values. */
function sampleJsonBody(schema: JsonSchema | undefined): Record<string, unknown> {
  const required = new Set(schema?.required ?? []);
  const shown = Object.entries(schema?.properties ?? {}).filter(([k, s]) => required.has(k) || s.examples?.length);
  return Object.fromEntries(shown.map(([k, s]) => [k, sampleValue(k, s)]));
}

/** Multipart fields: the required ones and those with a default (the file is separate). */
function sampleFields(schema: JsonSchema | undefined): Record<string, string> {
  const required = new Set(schema?.required ?? []);
  const fields: Record<string, string> = {};
  for (const [key, s] of Object.entries(schema?.properties ?? {})) {
    if (isFileField(s)) continue;
    if (required.has(key) || s.default !== undefined) fields[key] = String(sampleValue(key, s));
  }
  return fields;
}

/** A multipart field carrying a file (`format: binary`) or several files (an array of them). */
const isFileField = (s: JsonSchema) => s.format === "binary" || s.items?.format === "binary";

const fileExtension = (format: string | undefined) => (!format || format === "excel" ? "xlsx" : format);

interface Plan {
  url: string;
  method: string;
  token?: string;
  json?: Record<string, unknown>;
  multipart?: { fileField: string; filePaths: string[]; fields: Record<string, string> };
  /** Where a file answer is saved; undefined when the answer is JSON. */
  outputFile?: string;
}

/** What every language renders: URL, credential, body and where the answer goes. */
function planOf(input: ExampleInput): Plan {
  const { operation } = input;
  let path = input.path;
  for (const p of operation.parameters?.filter((p) => p.in === "path") ?? []) {
    path = path.replace(
      `{${p.name}}`,
      encodeURIComponent(input.pathParams?.[p.name] ?? `YOUR_${p.name.toUpperCase()}`),
    );
  }
  // A CSV answer is one file or a zip depending on how many tables the PDF has; examples ask for
  // one file (csv_layout=single) so the name they save under is always right.
  const queryValues = { ...(input.query ?? {}) };
  const takesLayout = operation.parameters?.some((p) => p.in === "query" && p.name === "csv_layout");
  if (takesLayout && queryValues.format === "csv" && !queryValues.csv_layout) queryValues.csv_layout = "single";
  const query = new URLSearchParams(queryValues).toString();
  const plan: Plan = { url: `${input.baseUrl}${path}${query ? `?${query}` : ""}`, method: input.method.toUpperCase() };
  if (operation.security?.length) plan.token = input.token ?? TOKEN_PLACEHOLDER;
  const content = operation.requestBody?.content ?? {};
  const multipartSchema = content["multipart/form-data"]?.schema;
  if (multipartSchema) {
    const [fileField, fileSchema] = Object.entries(multipartSchema.properties ?? {}).find(([, s]) =>
      isFileField(s),
    ) ?? ["file", {}];
    const filePaths =
      fileSchema.type === "array"
        ? (input.filePaths ?? (input.filePath ? [input.filePath] : ["report1.pdf", "report2.pdf"]))
        : [input.filePath ?? "report.pdf"];
    const fields = { ...(input.fields ?? sampleFields(multipartSchema)) };
    const csv = (fields.format ?? fields.export_format) === "csv";
    if (csv && multipartSchema.properties?.csv_layout && !fields.csv_layout) fields.csv_layout = "single";
    plan.multipart = { fileField, filePaths, fields };
  } else if (content["application/json"]) {
    plan.json = input.body ?? sampleJsonBody(content["application/json"].schema);
  }
  const okContent = Object.keys(operation.responses?.["200"]?.content ?? {});
  const answersFile = okContent.some((type) => type !== "application/json") && input.query?.response !== "json";
  if (answersFile) {
    const image = okContent.find((type) => type.startsWith("image/"));
    plan.outputFile = image
      ? `page.${image.slice("image/".length)}`
      : `extracted_tables.${fileExtension(plan.multipart?.fields.format ?? input.query?.format)}`;
  }
  return plan;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function curlOf(plan: Plan): string {
  const lines = [`curl -X ${plan.method} ${shellQuote(plan.url)}`];
  if (plan.token) lines.push(`-H ${shellQuote(`Authorization: Bearer ${plan.token}`)}`);
  if (plan.json) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(plan.json))}`);
  if (plan.multipart) {
    for (const filePath of plan.multipart.filePaths)
      lines.push(`-F ${shellQuote(`${plan.multipart.fileField}=@${filePath}`)}`);
    for (const [k, v] of Object.entries(plan.multipart.fields)) lines.push(`-F ${shellQuote(`${k}=${v}`)}`);
  }
  if (plan.outputFile) lines.push(`-o ${shellQuote(plan.outputFile)}`);
  return lines.join(" \\\n  ");
}

/** A Python literal for a JSON value. */
function py(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) return `[${value.map(py).join(", ")}]`;
  if (typeof value === "object")
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${py(v)}`)
      .join(", ")}}`;
  return JSON.stringify(value);
}

function pythonOf(plan: Plan): string {
  const args = [JSON.stringify(plan.url)];
  if (plan.token) args.push(`headers={"Authorization": ${JSON.stringify(`Bearer ${plan.token}`)}}`);
  if (plan.json) args.push(`json=${py(plan.json)}`);
  const call = `requests.${plan.method.toLowerCase()}(${args.join(", ")}`;
  const out = plan.outputFile
    ? `with open(${JSON.stringify(plan.outputFile)}, "wb") as out:\n    out.write(res.content)`
    : "print(res.json())";
  if (plan.multipart) {
    const { fileField, filePaths, fields } = plan.multipart;
    const data = Object.keys(fields).length ? `, data=${py(fields)}` : "";
    if (filePaths.length === 1) {
      return `import requests\n\nwith open(${JSON.stringify(filePaths[0])}, "rb") as pdf:\n    res = ${call}, files={${JSON.stringify(fileField)}: pdf}${data})\nres.raise_for_status()\n${out}\n`;
    }
    // requests sends one part per (field, file) pair, the way a batch upload expects
    const opened = filePaths.map((f) => `(${JSON.stringify(fileField)}, open(${JSON.stringify(f)}, "rb"))`).join(", ");
    return `import requests\n\nfiles = [${opened}]\nres = ${call}, files=files${data})\nres.raise_for_status()\n${out}\n`;
  }
  return `import requests\n\nres = ${call})\nres.raise_for_status()\n${out}\n`;
}

function javascriptOf(plan: Plan): string {
  const fsImports = [plan.multipart && "readFile", plan.outputFile && "writeFile"].filter(Boolean);
  const lines: string[] = [];
  if (fsImports.length) lines.push(`import { ${fsImports.join(", ")} } from "node:fs/promises";`, "");
  const headers: string[] = [];
  if (plan.token) headers.push(`Authorization: ${JSON.stringify(`Bearer ${plan.token}`)}`);
  let body: string | undefined;
  if (plan.multipart) {
    const { fileField, filePaths, fields } = plan.multipart;
    lines.push("const form = new FormData();");
    for (const filePath of filePaths) {
      const fileName = filePath.split("/").pop()!;
      lines.push(
        `form.append(${JSON.stringify(fileField)}, new Blob([await readFile(${JSON.stringify(filePath)})]), ${JSON.stringify(fileName)});`,
      );
    }
    for (const [k, v] of Object.entries(fields)) lines.push(`form.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`);
    body = "form";
  } else if (plan.json) {
    headers.push(`"Content-Type": "application/json"`);
    body = `JSON.stringify(${JSON.stringify(plan.json)})`;
  }
  const options = [`method: ${JSON.stringify(plan.method)}`];
  if (headers.length) options.push(`headers: { ${headers.join(", ")} }`);
  if (body) options.push(`body: ${body}`);
  lines.push(`const res = await fetch(${JSON.stringify(plan.url)}, {\n  ${options.join(",\n  ")},\n});`);
  lines.push("if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);");
  lines.push(
    plan.outputFile
      ? `await writeFile(${JSON.stringify(plan.outputFile)}, Buffer.from(await res.arrayBuffer()));`
      : "console.log(JSON.stringify(await res.json(), null, 2));",
  );
  return `${lines.join("\n")}\n`;
}

/** The three examples of one operation. */
export function codeExamples(input: ExampleInput): CodeExamples {
  const plan = planOf(input);
  return { curl: curlOf(plan), python: pythonOf(plan), javascript: javascriptOf(plan) };
}
