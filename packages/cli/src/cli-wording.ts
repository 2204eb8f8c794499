import { TEMPLATE_PAGES_REMEDY } from "@pdftab/engine/input";

/**
 * Sentences of the engine's error messages that speak of the server's request, by the code of the error that may end
 * with them, and the command line's words for the same thing. The engine words its messages once for every client
 * (`@pdftab/engine`'s pages-to-read.ts); the server keeps them as they are.
 */
const IN_CLI_WORDS: Readonly<Record<string, readonly (readonly [server: string, cli: string])[]>> = {
  page_out_of_range: [[TEMPLATE_PAGES_REMEDY, "Give the pages to read with --pages, or change the template's pages."]],
};

/** An engine error's message as the command line says it: its sentences about the server's request put in flags. */
export function inCliWords(code: string, message: string): string {
  let said = message;
  for (const [server, cli] of IN_CLI_WORDS[code] ?? []) said = said.replace(server, cli);
  return said;
}
