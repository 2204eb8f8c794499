/** The media type of an upload without parameters ("application/pdf; x=y" -> "application/pdf"); octet-stream when unknown. */
export function normalizeContentType(contentType: string | undefined): string {
  return contentType?.split(";")[0]?.trim() || "application/octet-stream";
}
