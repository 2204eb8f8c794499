import type { GrayImage } from "./gray-image.js";

/**
 * What has been worked out from each image, by what and with which settings: a page's stages look
 * at the same image again and again (the page is shrunk for the blank check, for the reading's
 * orientation and for its skew; its blobs of ink are found for dot leaders and again for unread
 * words), and each result is worked out once. Kept with the image itself (a weak map: an entry goes
 * when its image does), so stages stay pure and pages read at once in one thread share nothing but
 * their own images. Images are never changed once made (every stage that alters one copies it), so
 * a result stays true; results are shared, and those who ask for one must not change it.
 */
const memos = new WeakMap<GrayImage, Map<string, unknown>>();

/** `compute(img)`, worked out once per image and `key` (which names the work and its settings). */
export function memoised<T>(img: GrayImage, key: string, compute: (img: GrayImage) => T): T {
  let memo = memos.get(img);
  if (!memo) memos.set(img, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute(img);
  memo.set(key, value);
  return value;
}
