import type { ExtractResult } from "@pdftab/engine";

/** How one case ended. `finding` marks what the harness is looking for: a crash, a hang, an untyped error or an engine fault. */
export interface CaseOutcome {
  kind: "result" | "typed-error" | "worker-crash" | "untyped-error" | "hang";
  /** The error code, or for results the page codes seen (ok pages not listed). */
  codes: string[];
  finding: boolean;
}

/** A result: every page ok, or the codes of the pages that were not; `internal_error` is the engine's own fault. */
export function classifyResult(result: ExtractResult): CaseOutcome {
  const codes = [
    ...new Set(result.pages.filter((p) => p.status !== "ok").map((p) => p.error?.code ?? p.status)),
  ].sort();
  return { kind: "result", codes, finding: codes.includes("internal_error") };
}

/** A rejection: typed (an error with a stable code) or not; a worker that died is a crash even though the pool types it. */
export function classifyError(error: unknown): CaseOutcome {
  const code =
    typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
      ? error.code
      : undefined;
  if (code === undefined) return { kind: "untyped-error", codes: [String(error).slice(0, 80)], finding: true };
  const message = error instanceof Error ? error.message : "";
  if (code === "extraction_failed" && /worker stopped/.test(message))
    return { kind: "worker-crash", codes: [code], finding: true };
  return { kind: "typed-error", codes: [code], finding: false };
}
