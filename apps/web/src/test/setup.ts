import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { getToasts, removeToast } from "../toast/toastStore";
import { signOutForTest } from "./session";

// The machine is shared; first renders can be slow, so async queries wait longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine; scrolling is a no-op in tests.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  for (const t of getToasts()) removeToast(t.id);
  localStorage.clear();
  signOutForTest();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
