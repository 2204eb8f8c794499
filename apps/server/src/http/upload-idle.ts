import type { FastifyRequest } from "fastify";
import { errors } from "../errors/index.js";

/**
 * Drops an upload whose body stops arriving: when no byte came for `idleMs`, the multipart
 * parser reading `request` fails with 408 `request_timeout` (the upload's parts iterator
 * rejects, and the caller removes what it stored), and the answer closes the connection.
 * Counts from the call, so a client that sends its headers and then nothing is dropped too.
 *
 * Call it just before iterating `request.parts()` (the parser must be listening for the
 * request's errors by the time it fires), and call the returned function once the body has
 * been read or the upload failed otherwise.
 */
export function watchUploadIdle(request: FastifyRequest, idleMs: number): () => void {
  const raw = request.raw;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, idleMs);
  };
  // Listening for 'data' on a stream that is not flowing yet would start it before the
  // multipart parser is piped in and lose bytes; wait until the parser has set it flowing.
  const listen = () => raw.on("data", arm);
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    raw.off("data", arm);
    raw.off("resume", listen);
  };
  function fire() {
    stop();
    // @fastify/multipart listens for the request's errors: it unpipes its parser, fails the
    // file stream being read and ends iteration with this error. Destroying the request
    // instead would close the socket before the 408 could be answered.
    if (!raw.complete && raw.listenerCount("error") > 0)
      raw.emit("error", errors.uploadStalled(Math.round(idleMs / 1000)));
  }
  arm();
  if (raw.readableFlowing) listen();
  else raw.once("resume", listen);
  return stop;
}
