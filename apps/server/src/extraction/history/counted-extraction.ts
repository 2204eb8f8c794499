import { sql } from "kysely";
import { errors } from "../../errors/index.js";

/**
 * The error code of a history row for an upload refused before any extraction ran: the bytes
 * were not a PDF (415). Such a row stays in the history, so the user sees what was refused, but
 * it is not an extraction.
 */
export const REFUSED_UPLOAD_CODE = errors.notAPdf().code;

/**
 * SQL condition on `extractions` rows: the row is an extraction that ran (or is running),
 * failed ones included, so not an upload refused before any work. What "extractions today"
 * and the daily limit count (docs/product.md, Plans and limits).
 */
export const countedExtraction = sql<boolean>`not (status = 'failed' and error_code is not null and error_code = ${REFUSED_UPLOAD_CODE})`;
