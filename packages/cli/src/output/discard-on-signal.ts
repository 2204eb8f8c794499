/** The signals that end a command from outside: Ctrl-C, `kill`, a closed terminal. */
const ENDING_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * While an output file is being written: when the command is stopped by SIGINT, SIGTERM or SIGHUP,
 * `discard` removes what was written (half a document would otherwise stay behind, looking like a
 * whole one), and the process then ends by the same signal, so its exit status is the usual one
 * (130 for Ctrl-C). A second signal while discarding ends it at once (the listeners are gone by
 * then). Returns the function that takes the listeners away once the file is complete.
 */
export function discardOnSignal(
  discard: () => Promise<void>,
  kill: (signal: NodeJS.Signals) => void = (signal) => process.kill(process.pid, signal),
): () => void {
  const stop = () => {
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    void discard()
      .catch(() => {})
      .finally(() => kill(signal));
  };
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  return stop;
}
