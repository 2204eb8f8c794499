import type { FastifyRequest } from "fastify";
import { errors } from "../errors/index.js";
import { refuseDeclaredOverLimit } from "../http/declared-length.js";
import { watchUploadIdle } from "../http/upload-idle.js";
import { fieldHasNul } from "../http/nul-text.js";
import {
  addField,
  FIELDS_SENT_AS_FILES,
  filePartText,
  FORM_FIELD_BYTES,
  formFieldText,
  isFieldSentAsFile,
} from "../http/form-field.js";
import type { FileStore, StoredFile } from "../storage/index.js";

/** The PDFs of a batch upload and the other multipart fields. */
export interface ReceivedBatch {
  files: StoredFile[];
  fields: Record<string, string>;
}

/**
 * Streams every `files` part into the store, each cut off at `maxBytes`
 * (413 file_too_large), and refuses more than `maxFiles` (413
 * too_many_files) as soon as one too many arrives. A Content-Length larger
 * than `maxFiles` full files is refused before any byte is read (413
 * payload_too_large); these answers close the connection rather than read
 * the rest. An upload that stalls for `idleMs` fails with 408
 * request_timeout. Anything that fails removes what was stored.
 */
export async function receiveBatchUpload(
  request: FastifyRequest,
  storage: FileStore,
  limits: { maxBytes: number; maxFiles: number; planName: string; idleMs: number },
): Promise<ReceivedBatch> {
  if (!request.isMultipart()) throw errors.multipartRequired(true);
  refuseDeclaredOverLimit(request, limits.maxBytes * limits.maxFiles, () =>
    errors.batchTooLarge(limits.maxBytes, limits.maxFiles, limits.planName),
  );
  const fields: Record<string, string> = {};
  const files: StoredFile[] = [];
  let stopWatching = () => {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes,
        files: limits.maxFiles + 1 + FIELDS_SENT_AS_FILES,
        fields: 20,
        fieldSize: FORM_FIELD_BYTES,
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
      if (part.fieldname !== "files" && part.fieldname !== "files[]" && isFieldSentAsFile(part.fieldname)) {
        const value = await filePartText(part);
        if (fieldHasNul(part.fieldname, value)) throw errors.nulInText(part.fieldname);
        addField(fields, part.fieldname, value);
        continue;
      }
      if (part.fieldname !== "files" && part.fieldname !== "files[]") {
        part.file.resume();
        continue;
      }
      if (files.length >= limits.maxFiles) throw errors.tooManyBatchFiles(limits.maxFiles, limits.planName);
      // stop at the limit: without this the parser reads the rest of the part before the stream ends
      part.file.once("limit", () => part.file.destroy(errors.fileTooLarge(limits.maxBytes, limits.planName)));
      const stored = await storage.put(part.file, { clientName: part.filename, contentType: part.mimetype });
      files.push(stored);
      if (part.file.truncated) throw errors.fileTooLarge(limits.maxBytes, limits.planName);
    }
  } catch (error) {
    await Promise.all(files.map((f) => storage.delete(f.key)));
    switch ((error as { code?: string }).code) {
      case "FST_REQ_FILE_TOO_LARGE":
        throw errors.fileTooLarge(limits.maxBytes, limits.planName);
      case "FST_FILES_LIMIT": // the parser reached the limit before the loop counted the extra file
        throw errors.tooManyBatchFiles(limits.maxFiles, limits.planName);
      default:
        throw error;
    }
  } finally {
    stopWatching();
  }
  if (files.length === 0) throw errors.validation("Add at least one PDF in the `files` field");
  return { files, fields };
}
