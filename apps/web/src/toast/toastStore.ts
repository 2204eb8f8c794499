import type { ReactNode } from "react";

/** Toast kinds. */
export type ToastType = "blank" | "error" | "success" | "loading" | "custom";

/** One toast on screen. */
export interface Toast {
  id: string;
  type: ToastType;
  message: ReactNode;
  /** Milliseconds before it dismisses itself; Infinity stays until dismissed. */
  duration: number;
  position: "top-right";
  icon?: ReactNode;
  /** False while it fades out during the removal delay. */
  visible: boolean;
}

/** Options accepted by `toast()`; passing an existing id replaces that toast. */
export interface ToastOptions {
  id?: string;
  duration?: number;
  icon?: ReactNode;
}

/** Durations of docs/product.md, Timing and display constants; loading waits for an explicit dismiss. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
};
/** Time a dismissed toast stays (fading) before it leaves the list. */
export const TOAST_REMOVE_DELAY_MS = 1000;
/** Most toasts shown at once; the oldest leave first. */
export const TOAST_LIMIT = 20;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function schedule(id: string, delay: number, action: () => void): void {
  clearTimeout(timers.get(id));
  if (!Number.isFinite(delay)) {
    timers.delete(id);
    return;
  }
  timers.set(id, setTimeout(action, delay));
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const duration = options.duration ?? TOAST_DURATIONS[type];
  const item: Toast = { id, type, message, duration, position: "top-right", icon: options.icon, visible: true };
  const others = toasts.filter((t) => t.id !== id);
  const next = [item, ...others];
  for (const dropped of next.slice(TOAST_LIMIT)) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  publish(next.slice(0, TOAST_LIMIT));
  schedule(id, duration, () => dismissToast(id));
  return id;
}

/** Hides one toast (or all) and removes it after the removal delay. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((t) => id === undefined || t.id === id);
  if (targets.length === 0) return;
  publish(toasts.map((t) => (targets.includes(t) ? { ...t, visible: false } : t)));
  for (const t of targets) schedule(t.id, TOAST_REMOVE_DELAY_MS, () => removeToast(t.id));
}

/** Removes a toast at once, without the fade. */
export function removeToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((t) => t.id !== id));
}

/** Shows a toast; `toast.success`, `.error`, `.loading`, `.custom` pick the kind. */
export const toast = Object.assign((message: ReactNode, options?: ToastOptions) => show("blank", message, options), {
  success: (message: ReactNode, options?: ToastOptions) => show("success", message, options),
  error: (message: ReactNode, options?: ToastOptions) => show("error", message, options),
  loading: (message: ReactNode, options?: ToastOptions) => show("loading", message, options),
  custom: (message: ReactNode, options?: ToastOptions) => show("custom", message, options),
  dismiss: dismissToast,
  remove: removeToast,
});

/** Current toasts, newest first. */
export function getToasts(): Toast[] {
  return toasts;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
