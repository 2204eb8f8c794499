/**
 * Help texts of the commands, apart from the commands themselves so that
 * `pdftab --help` and the top-level usage need not load the engine.
 */

/**
 * The help of the password flags, the same for every command, its texts starting at
 * `column` so they line up with the command's other flags.
 */
function passwordHelp(column: number): string {
  const flag = (name: string) => `  ${name}`.padEnd(column);
  const more = " ".repeat(column);
  return [
    `${flag("--password PW")}password of an encrypted PDF; visible to other users (ps)`,
    `${more}and kept in the shell's history: prefer --password-stdin`,
    `${more}or the PDFTAB_PASSWORD environment variable (used when`,
    `${more}neither flag is given)`,
    `${flag("--password-stdin")}read the password from the first line of standard input`,
    `${more}(not with FILE -); at a terminal, typed at a prompt, unseen`,
  ].join("\n");
}

/** Help of `pdftab extract`. */
export const EXTRACT_USAGE = `pdftab extract FILE [options]

  FILE               the PDF; - reads it from standard input

  --pages RANGES     pages to read, e.g. 1-3,7 (default: all)
  --method M         auto (default), lattice or stream
${passwordHelp(21)}
  --stitch           join tables that continue over pages
  --format F         json, csv or xlsx (default: as -o's extension says, .json,
                     .csv or .xlsx; else json). Given, it wins over -o's
                     extension (with a warning where they differ)
  --csv-delimiter D  csv only: comma (default), semicolon (Excel where the
                     decimal separator is a comma) or tab
  --csv-bom          csv only: start with a UTF-8 byte order mark, so Excel on
                     Windows reads accents right
  --page-timeout MS  time budget per page (default 10000); a page stuck past it
                     is stopped and reported, and the other pages still return
  --timeout MS       time budget of the whole document (default 600000); pages
                     not read by then are reported, the others still return
  --area PAGE:X0,Y0,X1,Y1
                     search only this box of PAGE (PDF points, top-left origin of
                     the page as displayed); each area gives at most one table;
                     repeat for more areas; pages without one are read as usual
  --columns PAGE:X1,X2,...
                     column separators (x positions) on PAGE: text is split into
                     columns there; repeatable. A ruled table is split at its
                     rulings instead (warning columns_not_used): add --method
                     stream, or an --area around it, to use the guides
  --template FILE    a template JSON (as saved by the server): its areas, method,
                     pages and stitch. --area boxes for a page replace the
                     template's areas on that page; --columns apply to areas
                     without columns of their own; --pages, --method and
                     --stitch win over the template's
  --ocr MODE         pages without a usable text layer (scans): auto (default)
                     reads them by OCR, off leaves them (warning no_text_layer),
                     force reads every page by OCR
  --ocr-languages L  OCR languages, comma-separated (default eng); each needs
                     its npm package @tesseract.js-data/CODE installed
  --ocr-timeout MS   OCR budget of one page (default 60000), on top of
                     --page-timeout
  --ocr-threads N    scanned pages read by OCR at once, 1-8 (default one a
                     core, up to 4); each takes a core and about 60 MB
  --threads N        threads reading a long document at once, 1-16 (default
                     1; one more for every 8 pages, none with --stitch): for
                     machines with more idle cores than one thread keeps busy
                     (about 1.4); each takes about 50-70 MB more
  -o, --output OUT   write to OUT instead of standard output
  --verbose          also print MuPDF's warnings about damaged files`;

/** Help of `pdftab inspect`. */
export const INSPECT_USAGE = `pdftab inspect FILE [--password PW | --password-stdin] [--json] [--timeout MS]

  Page count, page sizes and rotation, encryption, and whether pages have text.

${passwordHelp(20)}
  --json            the answer as JSON
  --timeout MS      time budget (default 600000); a PDF still being read then
                    is stopped, with exit code 7`;

/** Help of `pdftab debug`. */
export const DEBUG_USAGE = `pdftab debug FILE [--page N] -o page.png [options]

  Renders the page with what the engine saw drawn on it: glyph boxes (light
  blue), ruling lines (red), cell grid (magenta) and table boxes (green).

  --page N          page to draw (default 1)
  --scale S         pixels per point (default 2)
  --method M        auto (default), lattice or stream
${passwordHelp(20)}
  --timeout MS      time budget (default 600000); a page still being drawn then
                    is stopped, with exit code 7 and no file written
  -o, --output OUT  PNG file to write (required)`;
