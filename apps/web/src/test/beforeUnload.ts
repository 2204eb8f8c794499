/** Whether the page would make the browser ask before the tab closes now (a `beforeunload` it cancels). */
export function asksBeforeUnload(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
