import { useEffect, useRef, useState } from "react";

/**
 * Focus for a form that a submit found wrong: `request()` when the submit fails, and once the
 * render that marks the fields (`aria-invalid`, message in `aria-describedby`) is on screen the
 * first marked field takes the focus, so a screen reader reads the field with its message and a
 * keyboard user types the fix at once instead of tabbing back from the submit button. `formRef`
 * goes on the form.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { formRef, request: () => setRequests((count) => count + 1) };
}
