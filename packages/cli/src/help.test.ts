import { describe, expect, it } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { main } from "./main.js";

const { errors, logs } = captureConsole();

/** What a command line prints on standard output, with its exit code. */
async function printed(argv: string[]): Promise<[number, string]> {
  logs.length = 0;
  const code = await main(argv);
  return [code, logs.join("\n")];
}

describe("pdftab help COMMAND", () => {
  it.each(["extract", "inspect", "debug"])("shows %s's own help, as the command's --help does", async (command) => {
    const [code, help] = await printed(["help", command]);
    expect(code).toBe(0);
    expect(help).toBe((await printed([command, "--help"]))[1]);
    expect(help.startsWith(`pdftab ${command} FILE`)).toBe(true);
    expect(help).not.toContain("exit codes:");
    expect(errors).toEqual([]);
  });

  it("shows the general help without a command, and refuses one it does not know with exit 2", async () => {
    const [code, general] = await printed(["help"]);
    expect(code).toBe(0);
    expect(general).toContain("pdftab help COMMAND");
    expect(general).toBe((await printed(["--help"]))[1]);
    expect(await printed(["help", "frobnicate"])).toEqual([2, ""]);
    expect(errors.join("\n")).toContain('pdftab: unknown command "frobnicate"');
    expect(await printed(["help", "toString"])).toEqual([2, ""]);
  });

  it("says a name every object answers to (toString, constructor) is no command, rather than running it", async () => {
    for (const name of ["toString", "constructor", "__proto__"]) {
      errors.length = 0;
      expect(await printed([name])).toEqual([2, ""]);
      expect(errors.join("\n")).toContain(`pdftab: unknown command "${name}"`);
    }
  });
});
