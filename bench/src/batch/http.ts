import { randomBytes } from "node:crypto";

/** A multipart/form-data body of several files under the field `files`, plus text fields. */
export function filesBody(
  files: { name: string; data: Uint8Array }[],
  fields: Record<string, string>,
): { body: Buffer; contentType: string } {
  const boundary = `----pdftabbench${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** JSON from an API call; throws with the body when the status is not the expected one. */
export async function call<T>(url: string, init: RequestInit, expected = 200): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`BENCH_HTTP: ${init.method ?? "GET"} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
