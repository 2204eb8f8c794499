import { randomBytes } from "node:crypto";

/** Text fields of a test form: by name, or as `[name, value]` pairs to send a name more than once. */
export type FormFields = Record<string, string> | [string, string][];

/** A multipart/form-data body with one file field and text fields, for `app.inject`. */
export function multipart(
  file: { name: string; data: Buffer | Uint8Array; field?: string; contentType?: string } | undefined,
  fields: FormFields = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pdftab${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? "application/pdf"}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with several files (each `{ field, name, data }`) and text fields. */
export function multipartFiles(
  files: { field: string; name: string; data: Buffer | Uint8Array; contentType?: string }[],
  fields: FormFields = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pdftab${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? "application/pdf"}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
