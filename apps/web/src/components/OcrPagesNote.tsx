import { ScanText } from "lucide-react";

/** The pages of a result that were read by OCR (the engine's `ocr_used` warnings), ascending. */
export function ocrPagesOf(warnings: readonly { page: number; code: string }[] | undefined): number[] {
  return [...new Set((warnings ?? []).filter((w) => w.code === "ocr_used").map((w) => w.page))].sort((a, b) => a - b);
}

/** "Pages read by OCR: 1, 3": scanned pages whose text came from OCR, so their tables deserve a check. Nothing when there are none. */
export function OcrPagesNote({ pages, className = "" }: { pages: readonly number[]; className?: string }) {
  if (pages.length === 0) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm text-gray-600 ${className}`} data-testid="ocr-pages">
      <ScanText className="h-4 w-4 shrink-0 text-amber-600" aria-hidden />
      <span>
        Pages read by OCR: {pages.join(", ")}
        <span className="text-gray-500"> (scanned; check their tables against the page)</span>
      </span>
    </p>
  );
}
