import { useEffect, useRef } from "react";

/**
 * Previous/Next buttons that turn `disabled` at the first and last item: the one pressed to get
 * there would drop the focus to the page, and a keyboard user would start again from the top. Once
 * a press lands on an end, the focus moves to the other button, the one that still goes somewhere.
 * `pressed("next" | "previous")` is called by the buttons; `previous` and `next` are their refs.
 */
export function usePagerFocus(index: number, count: number) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const last = useRef<"next" | "previous" | null>(null);
  useEffect(() => {
    const moved = last.current;
    last.current = null;
    if (moved === "next" && index >= count - 1) previous.current?.focus();
    else if (moved === "previous" && index <= 0) next.current?.focus();
  }, [index, count]);
  return {
    previous,
    next,
    pressed: (which: "next" | "previous") => {
      last.current = which;
    },
  };
}
