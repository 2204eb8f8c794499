import type { Table } from "@pdftab/engine";

/** The code of the warning that `--columns` guides were not used for a page's ruled tables (README, "extract"). */
export const COLUMNS_NOT_USED = "columns_not_used";

/**
 * Table methods whose tables come from their rulings: the lattice detector splits a ruled grid at its lines and
 * never reads column guides, which only the text reading (stream) and an area's reading use (engine README, "Areas";
 * `pipeline/process-page.ts`). So a table of one of these on a page with guides is the engine's own word that the
 * guides were not used for it.
 */
const RULED_METHODS: ReadonlySet<string> = new Set(["lattice", "ocr-lattice"]);

/**
 * The pages whose `--columns` guides were not used for a table, told from the tables the engine gave: on a page
 * where a ruled table is found, the guides have no effect on it unless `--method stream` or an `--area` around it
 * makes the page be read by text, and nothing else says so.
 */
export class UnusedColumnGuides {
  private readonly ruledTables = new Map<number, number>();

  /** `guidedPages`: the pages `--columns` gave guides for. */
  constructor(private readonly guidedPages: ReadonlySet<number>) {}

  /** Notes the tables of a page (or the stitched tables at the end) as they come. */
  see(tables: readonly Table[]): void {
    for (const table of tables) {
      if (!RULED_METHODS.has(table.method)) continue;
      for (const page of table.pages.length > 0 ? table.pages : [table.page]) {
        if (this.guidedPages.has(page)) this.ruledTables.set(page, (this.ruledTables.get(page) ?? 0) + 1);
      }
    }
  }

  /**
   * One warning line a page, in page order, for the pages whose guides were not used, without `pdftab: warning: `.
   * `skipPages`: pages the engine already said its guides were ignored on (`columns_ignored`: a page read turned).
   */
  warnings(skipPages: ReadonlySet<number> = new Set()): string[] {
    return [...this.ruledTables]
      .filter(([page]) => !skipPages.has(page))
      .sort(([a], [b]) => a - b)
      .map(([page, count]) => {
        const tables =
          count === 1
            ? "its ruled table, which was split at its rulings"
            : `its ${count} ruled tables, which were split at their rulings`;
        return (
          `page ${page} (${COLUMNS_NOT_USED}): the --columns guides were not used for ${tables}; ` +
          `give --method stream, or an --area around ${count === 1 ? "the table, to split it" : "each table, to split them"} at the guides`
        );
      });
  }
}
