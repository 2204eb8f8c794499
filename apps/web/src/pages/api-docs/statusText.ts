/** The standard reason phrase of the HTTP statuses the API answers with (RFC 9110), e.g. 201 "Created". */
const REASONS: Readonly<Record<string, string>> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "302": "Found",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "409": "Conflict",
  "410": "Gone",
  "413": "Content Too Large",
  "415": "Unsupported Media Type",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
};

/** The reason phrase of `status`, or "" for one not listed. */
export function statusText(status: string): string {
  return REASONS[status] ?? "";
}

/**
 * What the document says of a response, without the placeholder the server's OpenAPI generator
 * writes where a route gave none ("Default Response"): it says nothing a reader can use.
 */
export function responseDescription(description: string | undefined): string {
  return description === "Default Response" ? "" : (description ?? "");
}
