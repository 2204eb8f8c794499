import type { EngineAnswers, EngineCall } from "./worker-protocol.js";

/**
 * In the worker thread: answers an engine call (`pdftab inspect`, `pdftab debug`) on `pdf`, with MuPDF's warnings
 * about damaged files silenced as the commands always had them. Throws what the engine throws.
 */
export function answerCall(
  engine: typeof import("@pdftab/engine"),
  pdf: Uint8Array,
  call: EngineCall,
): EngineAnswers[keyof EngineAnswers] {
  engine.setLibraryLog(null);
  const password = call.password !== undefined ? { password: call.password } : {};
  if (call.command === "inspect") return engine.inspectDocument(pdf, password);
  return engine.renderDebugImage(pdf, call.page, {
    scale: call.scale,
    ...(call.method !== undefined ? { method: call.method } : {}),
    ...password,
  });
}
