import { useEffect, useState } from "react";
import { ApiError } from "../api/ApiError";
import { fetchBlob } from "../api/fetchBlob";
import type { PageSize } from "./geometry";

/** Pixels per point the page images are asked at: sharp up to 200 % zoom, still light. */
export const IMAGE_SCALE = 2;
/** Page images kept in memory; older ones are released (a 400-page PDF stays light). */
const KEEP = 12;

interface Loaded {
  url: string;
  size: PageSize;
}
const cache = new Map<string, Loaded>();

function remember(key: string, value: Loaded) {
  cache.set(key, value);
  while (cache.size > KEEP) {
    const [oldest, entry] = cache.entries().next().value as [string, Loaded];
    URL.revokeObjectURL(entry.url);
    cache.delete(oldest);
  }
}

/** Decodes an image to read its pixel size. */
function sizeOf(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error("The page image could not be decoded"));
    image.src = url;
  });
}

/**
 * One page of a stored extraction as an image (the server renders any page, with or without a
 * table) and the page's size in points, read from the image: pixels / IMAGE_SCALE. Only the
 * pages someone looks at are fetched; the last few stay cached.
 */
export function usePageImage(extractionId: string, page: number, password?: string) {
  const key = `${extractionId}:${page}`;
  const [state, setState] = useState<{ key: string; image: Loaded | null; error: string | null; code?: string }>(
    () => ({
      key,
      image: cache.get(key) ?? null,
      error: null,
    }),
  );
  useEffect(() => {
    const hit = cache.get(key);
    if (hit) {
      setState({ key, image: hit, error: null });
      return;
    }
    setState({ key, image: null, error: null });
    const controller = new AbortController();
    fetchBlob(`/extractions/${encodeURIComponent(extractionId)}/pages/${page}/image?scale=${IMAGE_SCALE}`, {
      signal: controller.signal,
      headers: password ? { "X-PDF-Password": password } : undefined,
    })
      .then(async ({ blob }) => {
        const url = URL.createObjectURL(blob);
        const pixels = await sizeOf(url).catch(() => ({ width: 612 * IMAGE_SCALE, height: 792 * IMAGE_SCALE }));
        const loaded = { url, size: { width: pixels.width / IMAGE_SCALE, height: pixels.height / IMAGE_SCALE } };
        remember(key, loaded);
        if (!controller.signal.aborted) setState({ key, image: loaded, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            key,
            image: null,
            error: error instanceof Error ? error.message : String(error),
            // password_required / wrong_password: the workspace asks for the PDF's password
            code: error instanceof ApiError ? error.code : undefined,
          });
      });
    return () => controller.abort();
  }, [key, extractionId, page, password]);
  return state.key === key ? state : { key, image: null, error: null };
}
