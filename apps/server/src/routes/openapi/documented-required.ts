/** Route-schema key naming the body fields the handler insists on (see below). */
export const DOCUMENTED_REQUIRED = "x-body-required";

/**
 * Marks body fields as required in the OpenAPI document only; spread it into a route's schema.
 * Some handlers check their fields themselves so a missing one gets the same clear 422 message as
 * a malformed one (the sign-up rules, for instance); their body schemas leave the fields optional
 * for validation, and without this the documentation would say that `{}` is a valid body.
 * completeOperations moves the list into the JSON body schema's `required`.
 */
export function documentRequired(keys: string[]): { [DOCUMENTED_REQUIRED]: string[] } {
  return { [DOCUMENTED_REQUIRED]: keys };
}
