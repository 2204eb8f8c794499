/**
 * Passwords of encrypted PDFs typed in this tab, by extraction id: in memory only. Never in
 * the router's history state (the browser writes that to its session-restore storage and it
 * survives a reload), never in storage or a URL, never sent to be kept (docs/security.md,
 * "Encrypted PDFs"). A reload forgets them; the workspace then asks again (PdfPasswordPrompt).
 */
const passwords = new Map<string, string>();

/** Keeps `password` for `extractionId` until the tab reloads or closes. */
export function rememberPdfPassword(extractionId: string, password: string): void {
  passwords.set(extractionId, password);
}

/** The password typed for `extractionId` in this tab, if any. */
export function pdfPasswordOf(extractionId: string): string | undefined {
  return passwords.get(extractionId);
}
