import { Type } from "@fastify/type-provider-typebox";
import { errors } from "../errors/index.js";

/** The most items one page may hold, as in the history (docs/api.md, "History"). */
export const MAX_PAGE_ITEMS = 500;

/** The most items a request may skip with `offset` (nine digits, as the history always allowed). */
export const MAX_OFFSET = 999_999_999;

/**
 * The paging parameters of a list, named and checked as the history's are (`limit`, `offset`,
 * `cursor`; docs/api.md, "History"), so a client pages every list the same way.
 */
export const pageQueryFields = (defaultLimit: number) => ({
  // Checked by `pageOf`, not by a schema pattern or length, so every bad limit gets one message (the request
  // line's size bounds the text).
  limit: Type.Optional(
    Type.String({
      description: `Items per page: a whole number from 1 to ${MAX_PAGE_ITEMS}, default ${defaultLimit}`,
    }),
  ),
  offset: Type.Optional(
    Type.String({
      description: `Items to skip, a whole number from 0 to ${MAX_OFFSET}; ignored with a cursor`,
    }),
  ),
  cursor: Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        "The page after the one that returned this next_cursor: keyset paging, which never repeats or skips an item as items are added or deleted",
    }),
  ),
});

/** A page a request asks for: `limit` items after `cursor`, or after the first `offset` without one. */
export interface PageRequest {
  limit: number;
  /** Items to skip; ignored with a cursor. */
  offset: number;
  cursor?: string | undefined;
}

/**
 * The page of a request's `limit`, `offset` and `cursor`. A limit that is not a whole number from 1 to 500
 * ("0", "x", "1.5", "1e2") or an offset that is not one from 0 to 999999999 is 422 validation_failed, one
 * message for each whatever was wrong with it.
 */
export function pageOf(query: { limit?: string; offset?: string; cursor?: string }, defaultLimit: number): PageRequest {
  const limit = wholeNumber(query.limit, defaultLimit);
  if (limit === null || limit < 1 || limit > MAX_PAGE_ITEMS)
    throw errors.validation(`limit must be a whole number from 1 to ${MAX_PAGE_ITEMS}`);
  const offset = wholeNumber(query.offset, 0);
  if (offset === null || offset > MAX_OFFSET)
    throw errors.validation(`offset must be a whole number from 0 to ${MAX_OFFSET}`);
  return { limit, offset, ...(query.cursor ? { cursor: query.cursor } : {}) };
}

/** The number `text` writes in plain digits, `fallback` without it, null for anything else ("1e2", " 5", "0x10"). */
function wholeNumber(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  return /^[0-9]+$/.test(text) ? Number(text) : null;
}
