import { Type } from "@fastify/type-provider-typebox";
import { errors } from "../errors/index.js";

/** The most items one page may hold, as in the history (docs/api.md, "History"). */
export const MAX_PAGE_ITEMS = 500;

/**
 * The paging parameters of a list, named and checked as the history's are (`limit`, `offset`,
 * `cursor`; docs/api.md, "History"), so a client pages every list the same way.
 */
export const pageQueryFields = (defaultLimit: number) => ({
  limit: Type.Optional(
    Type.String({
      pattern: "^[0-9]{1,4}$",
      description: `Items per page, 1-${MAX_PAGE_ITEMS}, default ${defaultLimit}`,
    }),
  ),
  offset: Type.Optional(Type.String({ pattern: "^[0-9]{1,9}$", description: "Items to skip; ignored with a cursor" })),
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

/** The page of a request's `limit`, `offset` and `cursor`; a limit outside 1-500 is 422 validation_failed. */
export function pageOf(query: { limit?: string; offset?: string; cursor?: string }, defaultLimit: number): PageRequest {
  const limit = Number(query.limit ?? defaultLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_ITEMS)
    throw errors.validation(`limit must be a whole number from 1 to ${MAX_PAGE_ITEMS}`);
  return { limit, offset: Number(query.offset ?? 0), ...(query.cursor ? { cursor: query.cursor } : {}) };
}
