/**
 * A batch file's failure reason as its card, the status API and `batch_summary.csv` show it.
 * A batch takes no PDF password, so the engine's "a password is required" would leave the
 * user nothing to do: the reason says where the password can be entered instead (docs/product.md,
 * Batches). The code stays the engine's (`password_required`), which clients rely on.
 */
export function batchFileReason(code: string, message: string): string {
  if (code === "password_required")
    return "This PDF is password-protected, and a batch cannot take its password. Open it on Home, where you can enter the password, to extract its tables.";
  return message;
}
