import { onTestFinished } from "vitest";

/**
 * Until the test ends, a focused control that turns disabled loses the focus to the page, as in
 * browsers (the HTML focus fixup; Chrome drops it at once). jsdom keeps it, which would hide
 * every button that turns disabled under the keyboard.
 */
export function dropFocusWhenDisabled(): void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.matches(":disabled")) return;
    // jsdom's blur() leaves a disabled element focused: focus passes through a stand-in instead
    const standIn = document.body.appendChild(document.createElement("span"));
    standIn.tabIndex = -1;
    standIn.focus();
    standIn.remove();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["disabled"] });
  onTestFinished(() => observer.disconnect());
}
