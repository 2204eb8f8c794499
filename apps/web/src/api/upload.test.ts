import { describe, expect, it, vi } from "vitest";
import { csrfOf, signInForTest, TEST_CSRF } from "../test/session";
import { SESSION_REJECTED_EVENT } from "../auth/sessionEvents";
import { installFakeXhr } from "../test/fakeXhr";
import { mockApi } from "../test/mockApi";
import { ApiError } from "./ApiError";
import { filenameOf } from "./fetchBlob";
import { uploadForm } from "./upload";

const form = () => {
  const data = new FormData();
  data.append("file", new File(["%PDF"], "a.pdf", { type: "application/pdf" }));
  return data;
};

describe("uploadForm", () => {
  it("reports upload progress and returns the JSON answer, with the session token", async () => {
    installFakeXhr();
    signInForTest();
    const fetchMock = mockApi({ "POST /extractions": { status: 202, body: { id: "ex-1" } } });
    const progress: number[] = [];
    await expect(uploadForm("/extractions", form(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      id: "ex-1",
    });
    expect(progress).toEqual([50, 100, 100]);
    expect(csrfOf(fetchMock.mock.calls[0]?.[1])).toBe(TEST_CSRF);
  });

  it("turns {detail, code} into an ApiError, and a 401 ends the stored session", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    installFakeXhr();
    signInForTest();
    mockApi({
      "POST /extractions": { status: 413, body: { detail: "File is larger than 10 MB", code: "file_too_large" } },
    });
    const error = await uploadForm("/extractions", form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: "file_too_large", message: "File is larger than 10 MB" });

    const rejected = vi.fn();
    window.addEventListener(SESSION_REJECTED_EVENT, rejected);
    mockApi({ "POST /extractions": { status: 401, body: { detail: "Session expired", code: "unauthorized" } } });
    await expect(uploadForm("/extractions", form())).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(SESSION_REJECTED_EVENT, rejected);
    expect(rejected).toHaveBeenCalledOnce();
  });

  it("reports an unreachable server as status 0 and an abort as -1", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    installFakeXhr();
    mockApi({ "POST /extractions": { networkError: true } });
    await expect(uploadForm("/extractions", form())).rejects.toMatchObject({ status: 0, code: "network_error" });
    let release!: () => void;
    installFakeXhr({ gate: new Promise((resolve) => (release = resolve)) });
    const controller = new AbortController();
    const pending = uploadForm("/extractions", form(), { signal: controller.signal });
    controller.abort();
    release();
    await expect(pending).rejects.toMatchObject({ status: -1, code: "aborted" });
  });
});

describe("filenameOf", () => {
  it("reads plain and RFC 6266 file names", () => {
    expect(filenameOf('attachment; filename="report_tables.xlsx"')).toBe("report_tables.xlsx");
    expect(filenameOf("attachment; filename=a.csv; filename*=UTF-8''b%C3%A4r.csv")).toBe("bär.csv");
    expect(filenameOf(null)).toBeNull();
  });
});
