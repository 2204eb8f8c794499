import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { BatchFileResult } from "../../api/batchTypes";
import { retryBatchFile } from "../../api/batches";
import { BATCHES_KEY } from "../../batch/useBatches";
import { PasswordField } from "../../components/PasswordField";
import { buttonSecondary } from "../../components/styles";

/** The failure codes a batch file can be retried from with its PDF password (docs/api.md, Batches). */
export const BATCH_PASSWORD_CODES = new Set(["password_required", "wrong_password"]);

/** Whether a batch file failed for want of its PDF password, so its row asks for it. */
export const needsPassword = (result: Pick<BatchFileResult, "status" | "error_code">) =>
  result.status === "failed" && BATCH_PASSWORD_CODES.has(result.error_code ?? "");

/**
 * The password field and Retry button of a batch file that failed for want of its PDF password:
 * the file runs again on the server from the PDF stored with the batch, and the batch list reloads
 * (its polling shows the file running, then its result). The password goes to that one request
 * and is kept nowhere (docs/security.md, Encrypted PDFs' passwords). `focusKey` above 0 puts the
 * keyboard in the field, again each time it changes: the card counts the retries of the file
 * just retried, so a wrong password leaves the user where they type it again.
 */
export function BatchFilePassword({
  batchId,
  result,
  focusKey,
  onRetried,
}: {
  batchId: string;
  result: BatchFileResult;
  focusKey: number;
  onRetried: (fileId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const retry = useMutation({
    mutationFn: retryBatchFile,
    onSuccess: () => onRetried(result.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BATCHES_KEY }),
  });
  useEffect(() => {
    if (focusKey > 0) field.current?.focus();
  }, [focusKey, result.error_code]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || retry.isPending) return;
    retry.mutate({ batchId, fileId: result.id, password });
    setPassword("");
  };
  const fieldId = `batch-file-password-${result.id}`;
  return (
    <form
      onSubmit={submit}
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={`Password of ${result.filename}`}
    >
      <div className="min-w-48 flex-1">
        <PasswordField
          ref={field}
          id={fieldId}
          label={`Password for ${result.filename}`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="off"
          error={retry.error instanceof Error ? retry.error.message : undefined}
        />
      </div>
      <button type="submit" className={buttonSecondary} disabled={!password || retry.isPending}>
        {retry.isPending ? "Retrying..." : "Retry"}
      </button>
    </form>
  );
}

/**
 * One failed file of a batch as the Batch page and the dashboard list it: its name and reason, and
 * for a file that failed for want of its password the field and Retry (BatchFilePassword).
 */
export function FailedBatchFile({
  batchId,
  result,
  focusKeyOf,
  onRetried,
}: {
  batchId: string;
  result: BatchFileResult;
  focusKeyOf: (fileId: string) => number;
  onRetried: (fileId: string) => void;
}) {
  return (
    <li className="text-gray-700">
      <span className="font-medium">{result.filename}</span>: <span className="text-red-600">{result.error}</span>
      {needsPassword(result) && (
        <BatchFilePassword batchId={batchId} result={result} focusKey={focusKeyOf(result.id)} onRetried={onRetried} />
      )}
    </li>
  );
}
