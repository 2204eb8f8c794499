/**
 * Turns a client-supplied file name into a harmless display name: no
 * directories, no control or reserved characters, bounded length. The
 * result is for showing and for Content-Disposition, never for paths.
 */
export function sanitizeDisplayName(clientName: string | undefined, fallback = "file"): string {
  const base = (clientName ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 200 - ext.length) + ext;
}
