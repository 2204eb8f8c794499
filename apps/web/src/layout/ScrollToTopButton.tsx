import { ArrowUp } from "lucide-react";
import { SCROLL_TOP_THRESHOLD_PX } from "../config";
import { useScrolledPast } from "./useScrolledPast";

/** Round button in the corner that appears after 300 px of scroll; it takes the keyboard focus to the page's start too. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: "smooth" });
        // The button goes away at the top with the focus on it: the keyboard goes to the top with
        // the page (the page's start, as Skip to content does), not on from where the button was.
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 rounded-full bg-brand-600 p-3 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUp className="h-5 w-5" />
    </button>
  );
}
