import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./ApiError";
import { classifyError, logError } from "./errors";

describe("classifyError", () => {
  it.each([
    [401, "authentication", "high"],
    [403, "permission", "high"],
    [404, "not_found", "medium"],
    [422, "validation", "medium"],
    [429, "server", "medium"],
    [500, "server", "high"],
    [503, "server", "high"],
    [418, "unknown", "medium"],
  ])("maps status %i to %s/%s", (status, type, severity) => {
    const record = classifyError(new ApiError(status, "x", "c"));
    expect([record.type, record.severity, record.code]).toEqual([type, severity, "c"]);
  });

  it("treats unreachable servers and aborts as network errors", () => {
    expect(classifyError(new TypeError("Failed to fetch"))).toMatchObject({ type: "network", severity: "medium" });
    expect(classifyError(new ApiError(0, "down", "network_error"))).toMatchObject({
      type: "network",
      severity: "medium",
    });
    expect(classifyError(new DOMException("stop", "AbortError"))).toMatchObject({ type: "network", severity: "low" });
  });

  it("recognises Excel failures by their message", () => {
    expect(classifyError(new Error("Excel export broke")).type).toBe("excel");
  });

  it("logs to the console", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    logError(new ApiError(500, "boom", "internal"));
    expect(spy).toHaveBeenCalledOnce();
    expect(String(spy.mock.calls[0]?.[0])).toContain("boom");
  });
});
