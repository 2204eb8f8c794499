import { ApiError } from "./ApiError";

/** Error categories (docs/product.md, Error messages users see). */
export type ErrorType =
  "authentication" | "permission" | "not_found" | "validation" | "server" | "network" | "excel" | "unknown";
/** How badly an error affects the user. */
export type ErrorSeverity = "low" | "medium" | "high";

/** The error record the client logs. */
export interface ErrorRecord {
  type: ErrorType;
  severity: ErrorSeverity;
  message: string;
  code: string;
  details: unknown;
  timestamp: string;
  userId?: string;
  context?: Record<string, unknown>;
}

const byStatus: Record<number, [ErrorType, ErrorSeverity]> = {
  401: ["authentication", "high"],
  403: ["permission", "high"],
  404: ["not_found", "medium"],
  422: ["validation", "medium"],
  429: ["server", "medium"],
  500: ["server", "high"],
  502: ["server", "high"],
  503: ["server", "high"],
  504: ["server", "high"],
};

/** Sorts any thrown value into the type/severity table of docs/product.md, Error messages users see. */
export function classifyError(error: unknown, context?: Record<string, unknown>): ErrorRecord {
  const message = error instanceof Error ? error.message : String(error);
  const base = { message, details: error, timestamp: new Date().toISOString(), context };
  if (error instanceof ApiError) {
    if (error.status === -1) return { ...base, type: "network", severity: "low", code: error.code };
    if (error.status === 0) return { ...base, type: "network", severity: "medium", code: error.code };
    const [type, severity] = byStatus[error.status] ?? ["unknown", "medium"];
    return { ...base, type, severity, code: error.code };
  }
  if (error instanceof DOMException && error.name === "AbortError") {
    return { ...base, type: "network", severity: "low", code: "aborted" };
  }
  if (error instanceof TypeError && /fetch/i.test(message)) {
    return { ...base, type: "network", severity: "medium", code: "network_error" };
  }
  if (/excel/i.test(message)) return { ...base, type: "excel", severity: "medium", code: "excel_error" };
  return { ...base, type: "unknown", severity: "medium", code: "unknown_error" };
}

/** Classifies an error and writes it to the console; returns the record for display. */
export function logError(error: unknown, context?: Record<string, unknown>): ErrorRecord {
  const record = classifyError(error, context);
  const log = record.severity === "low" ? console.warn : console.error;
  log(`[pdftab] ${record.type} error (${record.severity}): ${record.message}`, record);
  return record;
}
