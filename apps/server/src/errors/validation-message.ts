import type { FastifyError } from "fastify";

/** One schema check that failed, as the validator reports it (Ajv's error object). */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

const PARTS: Record<string, string> = {
  body: "request body",
  querystring: "query string",
  params: "path",
  headers: "headers",
};

/** Keywords whose failures, together on one field, list what the field may be. */
const ALTERNATIVES = new Set(["const", "enum", "type"]);

/**
 * The 422 message for a request that failed its schema, naming the first field that failed in
 * words a client can act on: "days must be 7, 30 or 90" for a choice of values (the validator says
 * "must be equal to constant" once per value, then "must match a schema in anyOf"),
 * "expires_in_days must be integer or null", "name is required", "The request body must be object".
 */
export function validationMessage(e: Partial<FastifyError> & { validation?: unknown[] }): string {
  const issues = (e.validation ?? []) as ValidationIssue[];
  const part = PARTS[String(e.validationContext)] ?? "request";
  const specific = issues.filter((issue) => issue.keyword !== "anyOf" && issue.keyword !== "oneOf");
  const first = specific[0];
  if (!first) return fromText(e.message ?? "");
  const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (first.keyword === "required" && typeof first.params?.missingProperty === "string")
    return `${field ? `${field}.` : ""}${first.params.missingProperty} is required`;
  const onField = specific.filter((issue) => issue.instancePath === first.instancePath);
  // a query value is text, or a list of texts when the parameter was repeated (?limit=5&limit=6)
  if (part === "query string" && field && onField.some((i) => i.keyword === "type" && i.params?.type === "string"))
    return `${field} must be given once, not repeated`;
  const says = onField.every((issue) => ALTERNATIVES.has(issue.keyword))
    ? `must be ${orList(onField.flatMap(allowed))}`
    : (first.message ?? "is not valid");
  return field ? `${field} ${says}` : `The ${part} ${says}`;
}

/** What one const, enum or type failure allows. */
function allowed(issue: ValidationIssue): string[] {
  const params = issue.params ?? {};
  if (issue.keyword === "const") return [String(params.allowedValue)];
  if (issue.keyword === "enum" && Array.isArray(params.allowedValues)) return params.allowedValues.map(String);
  return [String(params.type)];
}

/** "a", "a or b", "a, b or c" (each once). */
function orList(items: string[]): string {
  const unique = [...new Set(items)];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} or ${unique.at(-1)}`;
}

/** Without the validator's details: "body/email must be string" -> "email must be string". */
function fromText(message: string): string {
  const field = message.match(/^(body|querystring|params|headers)\/(\S+) (.+)$/);
  if (field) return `${field[2]!.replaceAll("/", ".")} ${field[3]}`;
  const whole = message.match(/^(body|querystring|params|headers) (.+)$/);
  if (whole) return `The ${PARTS[whole[1]!]} ${whole[2]}`;
  return message || "The request is not valid";
}
