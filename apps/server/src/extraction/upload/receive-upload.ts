import type { FastifyRequest } from "fastify";
import { errors } from "../../errors/index.js";
import { refuseDeclaredOverLimit } from "../../http/declared-length.js";
import { watchUploadIdle } from "../../http/upload-idle.js";
import { fieldHasNul } from "../../http/nul-text.js";
import {
  addField,
  FIELDS_SENT_AS_FILES,
  filePartText,
  FORM_FIELD_BYTES,
  formFieldText,
  isFieldSentAsFile,
} from "../../http/form-field.js";
import type { FileStore, StoredFile } from "../../storage/index.js";

/** A PDF upload: the stored file and the other multipart fields as text. */
export interface ReceivedUpload {
  stored: StoredFile;
  fields: Record<string, string>;
}

export interface UploadLimits {
  /** Largest file accepted; the stream is cut and the request refused past it. */
  maxBytes: number;
  /** Plan name for the "too large" message. */
  planName: string;
  /** The upload is dropped (408 request_timeout) when no byte of it arrives for this long. */
  idleMs: number;
}

/**
 * Streams the multipart field `file` into the store while counting its
 * bytes: past `maxBytes` the upload stops (nothing more is written) and the
 * request fails with 413 file_too_large; a Content-Length that already says
 * so is refused before any byte is read. Both answers close the connection
 * rather than read the rest. An upload that stalls for `idleMs` fails with
 * 408 request_timeout. Other fields may come before or after the file.
 * Anything that fails removes what was stored.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStore,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw errors.multipartRequired();
  refuseDeclaredOverLimit(request, limits.maxBytes, () => errors.fileTooLarge(limits.maxBytes, limits.planName));
  const fields: Record<string, string> = {};
  let stored: StoredFile | undefined;
  let stopWatching = () => {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes,
        files: 1 + FIELDS_SENT_AS_FILES,
        fields: 20,
        fieldSize: FORM_FIELD_BYTES,
        parts: 30,
      },
    });
    stopWatching = watchUploadIdle(request, limits.idleMs);
    for await (const part of parts) {
      if (part.type === "field") {
        const value = formFieldText(part);
        if (fieldHasNul(part.fieldname, value)) throw errors.nulInText(part.fieldname);
        addField(fields, part.fieldname, value);
        continue;
      }
      if (part.fieldname !== "file" && isFieldSentAsFile(part.fieldname)) {
        const value = await filePartText(part);
        if (fieldHasNul(part.fieldname, value)) throw errors.nulInText(part.fieldname);
        addField(fields, part.fieldname, value);
        continue;
      }
      if (part.fieldname === "file" && stored) throw errors.validation("Send one PDF per request");
      if (part.fieldname !== "file") {
        part.file.resume(); // not ours: let it flow past
        continue;
      }
      // stop at the limit: without this the parser reads the rest of the part before the stream ends
      part.file.once("limit", () => part.file.destroy(errors.fileTooLarge(limits.maxBytes, limits.planName)));
      stored = await storage.put(part.file, { clientName: part.filename, contentType: part.mimetype });
      if (part.file.truncated) throw errors.fileTooLarge(limits.maxBytes, limits.planName);
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw uploadError(error, limits);
  } finally {
    stopWatching();
  }
  if (!stored) throw errors.fileRequired();
  return { stored, fields };
}

function uploadError(error: unknown, limits: UploadLimits): unknown {
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return errors.fileTooLarge(limits.maxBytes, limits.planName);
    case "FST_FILES_LIMIT":
      return errors.validation("Send one PDF per request");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return errors.validation("The upload has too many form fields");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return errors.multipartRequired();
    default:
      return error;
  }
}

/** True when the bytes look like a PDF: "%PDF-" within the first 1 KB, as readers accept. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.includes("%PDF-");
}
