import { usePlans } from "../api/queries";
import { useUserPlan } from "../api/useUserPlan";
import type { Plan } from "../api/types";
import { formatBytes } from "../components/formatBytes";

/** What the signed-in user's plan allows a batch picker (docs/product.md, Plans: pickers say the plan's real limits). */
export interface BatchPlan {
  /** Undefined until the plan table loads (or when it cannot). */
  plan: Plan | undefined;
  /** False only when the plan is known to allow one PDF at a time. */
  batchAllowed: boolean;
  maxFiles: number | undefined;
  maxBytes: number | undefined;
  /** Names of the plans sold online that allow batches, e.g. "Pro or Business". */
  batchPlanNames: string;
}

/** The user's batch limits, from the server's plan table. */
export function useBatchPlan(): BatchPlan {
  const plan = useUserPlan();
  const { data: plans } = usePlans();
  const maxFiles = plan?.files_per_batch ?? undefined;
  const sold = (plans ?? []).filter((p) => (p.files_per_batch ?? 0) > 1 && !p.contact_sales).map((p) => p.name);
  return {
    plan,
    batchAllowed: maxFiles === undefined || maxFiles > 1,
    maxFiles,
    maxBytes: plan?.max_file_bytes ?? undefined,
    batchPlanNames: sold.length ? sold.join(" or ") : "a paid plan",
  };
}

/** The picker hint with the plan's numbers, e.g. "Up to 10 PDF files, max 50 MB each (Pro plan)". */
export function batchHint({ plan, maxFiles, maxBytes }: BatchPlan): string {
  if (!plan || maxFiles === undefined)
    return "Your plan sets how many PDFs and how large; the server checks them on upload.";
  const size = maxBytes === undefined ? "" : `, max ${formatBytes(maxBytes)} each`;
  return `Up to ${maxFiles} PDF files${size} (${plan.name} plan)`;
}
