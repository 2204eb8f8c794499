/** A command line split into positionals and --flags (values as strings, switches as true). */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
  /** Every value of each repeatable flag, in command-line order. */
  lists: Map<string, string[]>;
}

/** Thrown for a command line the CLI cannot understand; exits with the usage code. */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * Parses `--name value`, `--name=value`, `-o value` and bare switches. `valued`
 * names the flags that take a value; any other flag is a switch. A valued flag
 * followed by another of the command's options has no value (a UsageError),
 * unless it is given with `=`. A flag in
 * `repeatable` (also listed in `valued`) may be given several times; its
 * values are collected in `lists`.
 */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  switches: readonly string[],
  repeatable: readonly string[] = [],
): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  const lists = new Map<string, string[]>();
  const aliases: Record<string, string> = { o: "output", p: "pages", f: "format", h: "help" };
  // An option of this command where a value was due: `-o --verbose` means the value was left out, not a file
  // named "--verbose". A value that starts with a dash and names no option (`--password -x9`) is still a value.
  const isOption = (arg: string | undefined): boolean => {
    const m = arg === undefined ? null : /^--?([A-Za-z][\w-]*)(?:=.*)?$/.exec(arg);
    if (!m) return false;
    const name = aliases[m[1]!] ?? m[1]!;
    return valued.includes(name) || switches.includes(name);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const m = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(arg);
    if (!m || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const name = aliases[m[1]!] ?? m[1]!;
    if (valued.includes(name)) {
      if (m[2] === undefined && isOption(argv[i + 1])) {
        throw new UsageError(`--${name} needs a value (for one that starts with -, write --${name}=VALUE)`);
      }
      const value = m[2] ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
      if (repeatable.includes(name)) lists.set(name, [...(lists.get(name) ?? []), value]);
    } else if (switches.includes(name)) {
      if (m[2] !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    } else {
      throw new UsageError(`unknown option ${arg}`);
    }
  }
  return { positionals, flags, lists };
}

/** A flag's string value, or undefined. */
export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === "string" ? v : undefined;
}

/** `-o`/`--output`, or undefined; an empty name (`-o ""`, an unset shell variable) is a UsageError, not a file. */
export function outputFlag(args: ParsedArgs): string | undefined {
  const output = stringFlag(args, "output");
  if (output === "") throw new UsageError("--output needs a file name (or - for standard output)");
  return output;
}
