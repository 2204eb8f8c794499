import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "./args.js";

describe("parseArgs", () => {
  const valued = ["output", "pages", "password"];
  const switches = ["verbose", "help"];

  it("does not take the next option as a flag's missing value", () => {
    // `-o --verbose` wrote the tables to a file named "--verbose"
    expect(() => parseArgs(["a.pdf", "-o", "--verbose"], valued, switches)).toThrow(UsageError);
    expect(() => parseArgs(["a.pdf", "-o", "--verbose"], valued, switches)).toThrow("--output needs a value");
    // `--password --pages 2` took "--pages" as the password and left "2" as a second FILE
    expect(() => parseArgs(["a.pdf", "--password", "--pages", "2"], valued, switches)).toThrow(
      "--password needs a value",
    );
    expect(() => parseArgs(["a.pdf", "--pages", "-h"], valued, switches)).toThrow("--pages needs a value");
  });

  it("still takes a value that starts with a dash and names no option, and any value given with =", () => {
    expect(parseArgs(["a.pdf", "-o", "-"], valued, switches).flags.get("output")).toBe("-");
    expect(parseArgs(["a.pdf", "--password", "-x9!"], valued, switches).flags.get("password")).toBe("-x9!");
    expect(parseArgs(["a.pdf", "--password=--verbose"], valued, switches).flags.get("password")).toBe("--verbose");
  });
});
