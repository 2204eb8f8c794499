/** Thrown when the environment holds settings pdftab cannot start with. */
export class ConfigError extends Error {
  /** One line per bad setting, e.g. `PORT: must be a whole number, got "abc"`. */
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `pdftab cannot start: ${problems.length} configuration problem(s)\n` +
        problems.map((p) => `  - ${p}`).join("\n") +
        "\nSee docs/configuration.md for every setting and its default.",
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}
