import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, TOAST_LIMIT, toast } from "./toastStore";

const find = (id: string) => getToasts().find((t) => t.id === id);

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ["blank", (m: string) => toast(m), 4000],
    ["error", (m: string) => toast.error(m), 4000],
    ["custom", (m: string) => toast.custom(m), 4000],
    ["success", (m: string) => toast.success(m), 2000],
  ] as const)("%s toasts hide after %i ms and leave 1000 ms later", (_type, show, duration) => {
    const id = show("hello");
    expect(find(id)?.position).toBe("top-right");
    vi.advanceTimersByTime(duration - 1);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
    vi.advanceTimersByTime(999);
    expect(find(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(find(id)).toBeUndefined();
  });

  it("keeps loading toasts until dismissed", () => {
    const id = toast.loading("Working...");
    vi.advanceTimersByTime(60_000);
    expect(find(id)?.visible).toBe(true);
    toast.dismiss(id);
    expect(find(id)?.visible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(find(id)).toBeUndefined();
  });

  it("replaces a toast given the same id and restarts its timer", () => {
    const id = toast.loading("Saving...");
    toast.success("Saved", { id });
    expect(getToasts().filter((t) => t.id === id)).toHaveLength(1);
    expect(find(id)?.type).toBe("success");
    vi.advanceTimersByTime(2000);
    expect(find(id)?.visible).toBe(false);
  });

  it("shows at most 20 at once, dropping the oldest", () => {
    const ids = Array.from({ length: TOAST_LIMIT + 5 }, (_, i) => toast(`n${i}`));
    expect(getToasts()).toHaveLength(TOAST_LIMIT);
    expect(find(ids[0]!)).toBeUndefined();
    expect(getToasts()[0]?.id).toBe(ids.at(-1));
  });
});
