import { vi } from "vitest";

/** Options of the fake XMLHttpRequest. */
export interface FakeXhrOptions {
  /** Upload holds at 50% until this settles, so tests can see the progress bar. */
  gate?: Promise<void>;
}

/**
 * Replaces XMLHttpRequest with a stand-in that reports upload progress (50%, then 100%) and
 * answers through the global fetch, so uploads use the same `mockApi` routes as every other call.
 */
export function installFakeXhr(options: FakeXhrOptions = {}) {
  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    statusText = "";
    responseText = "";
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        await options.gate;
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          if (!this.aborted) this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXMLHttpRequest);
}

/** jsdom has no object URLs; these stand-ins record what was created and revoked. */
export function stubObjectUrls() {
  let next = 0;
  const created = vi.fn((_blob: Blob) => `blob:test/${++next}`);
  const revoked = vi.fn((_url: string) => {});
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  return { created, revoked };
}

/** The FormData a mocked call was sent with, as plain fields (files by name). */
export function formFields(init: RequestInit | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (init?.body instanceof FormData)
    for (const [name, value] of init.body.entries()) fields[name] = typeof value === "string" ? value : value.name;
  return fields;
}
