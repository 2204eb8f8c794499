import { useRef } from "react";

/**
 * Focus for an element that is drawn again after what replaced it goes away with the focus in it
 * (Edit Table after the edit closes, Rename after its form closes, a list's heading once its last
 * row is deleted): `expect()` when the replacement closes, and `ref` on the element focuses it the
 * next time it is drawn. Without it the focus falls to the page and a keyboard user starts again
 * from the top.
 */
export function useFocusWhenShown<T extends HTMLElement>() {
  const expected = useRef(false);
  return {
    expect: () => {
      expected.current = true;
    },
    ref: (element: T | null) => {
      if (element && expected.current) element.focus();
      expected.current = false;
    },
  };
}
