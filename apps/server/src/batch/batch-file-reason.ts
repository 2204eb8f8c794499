/**
 * A batch file's failure reason as its card, the status API and `batch_summary.csv` show it. The
 * engine's "a password is required" says nothing of what to do in a batch: the reasons of an
 * encrypted file say the password can be entered for that file (docs/product.md, Batches;
 * POST /batch/{id}/files/{file_id}/retry). The codes stay the engine's (`password_required`,
 * `wrong_password`), which clients rely on.
 */
export function batchFileReason(code: string, message: string): string {
  if (code === "password_required") return "This PDF is password-protected. Enter its password to extract its tables.";
  if (code === "wrong_password") return "The password does not open this PDF. Enter it again to extract its tables.";
  return message;
}
