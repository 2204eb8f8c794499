import { OVERRIDABLE_PLAN_FIELDS, type PlanOverrides } from "../plans/plan.js";
import type { Parsed } from "./parsers.js";

/**
 * Parses PLANS_JSON, e.g. `{"enterprise":{"max_file_bytes":524288000,"seats":50}}`.
 * Plan ids not in the table are added as new plans (they need every limit).
 */
export function parsePlansJson(raw: string): Parsed<PlanOverrides> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: "must be valid JSON (an object keyed by plan id)" };
  }
  if (!isObject(value)) return { ok: false, problem: "must be a JSON object keyed by plan id" };
  const problems: string[] = [];
  for (const [planId, fields] of Object.entries(value)) {
    if (!/^[a-z][a-z0-9_-]{0,31}$/.test(planId))
      problems.push(`plan id "${planId}" must be lower-case letters, digits, - or _`);
    if (!isObject(fields)) {
      problems.push(`"${planId}" must be an object of limits`);
      continue;
    }
    for (const [field, v] of Object.entries(fields)) problems.push(...checkField(planId, field, v));
  }
  if (problems.length) return { ok: false, problem: problems.join("; ") };
  return { ok: true, value: value as PlanOverrides };
}

function checkField(planId: string, field: string, v: unknown): string[] {
  const kind = (OVERRIDABLE_PLAN_FIELDS as Record<string, string>)[field];
  const where = `"${planId}.${field}"`;
  if (!kind) return [`${where} is not a plan field (allowed: ${Object.keys(OVERRIDABLE_PLAN_FIELDS).join(", ")})`];
  const isCount = typeof v === "number" && Number.isInteger(v) && v >= 0;
  if (kind === "count" && !isCount) return [`${where} must be a whole number >= 0`];
  if (kind === "price" && !(v === null || isCount)) return [`${where} must be a whole number of dollars or null`];
  if (kind === "flag" && typeof v !== "boolean") return [`${where} must be true or false`];
  if (kind === "text" && (typeof v !== "string" || v.trim() === "")) return [`${where} must be non-empty text`];
  return [];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
