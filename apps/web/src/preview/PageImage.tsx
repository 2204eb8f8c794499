import { useEffect, useState } from "react";
import { fetchTablePageImage } from "../api/extractions";

/**
 * The PDF page with the table's box drawn on it, rendered by the server. The image needs the
 * Bearer header, so it is fetched as a Blob and shown through an object URL (revoked on change).
 */
export function PageImage({
  extractionId,
  page,
  table,
  password,
}: {
  extractionId: string;
  page: number;
  table: number;
  password?: string;
}) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, failed: false });
    fetchTablePageImage(extractionId, page, table, { signal: controller.signal, password }).then(
      ({ blob }) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => !controller.signal.aborted && setState({ url: null, failed: true }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [extractionId, page, table, password]);

  if (state.failed)
    return (
      <p className="rounded-md bg-gray-50 p-4 text-center text-sm text-gray-500">The page image could not be loaded.</p>
    );
  if (!state.url)
    return <div className="h-48 animate-pulse rounded-md bg-gray-100" role="status" aria-label="Loading page image" />;
  return (
    <a href={state.url} target="_blank" rel="noopener" title="Open the page image full size" className="block">
      <img
        src={state.url}
        alt={`Page ${page} with table ${table + 1} outlined`}
        className="mx-auto max-h-96 w-auto rounded-md border border-gray-200 object-contain"
      />
    </a>
  );
}
