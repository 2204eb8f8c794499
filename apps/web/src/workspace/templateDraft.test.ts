import { describe, expect, it } from "vitest";
import { makeArea } from "./areas";
import { formValuesFrom, templateBody, validateTemplateForm, type TemplateFormValues } from "./templateDraft";

const areas = [
  { ...makeArea(2, [50, 300, 550, 600], "a"), columns: [200, 350], headerRows: 1 },
  makeArea(5, [40, 40, 500, 200], "b"),
];
const values: TemplateFormValues = {
  name: "  Bank statement ",
  pages: "1-5",
  stitch: true,
  method: "auto",
  choices: { a: { rule: "all", anchor: "Closing balance" }, b: { rule: "last", anchor: "" } },
};
const locate = (text: string, page: number) => (text === "Closing balance" && page === 2 ? { x: 60, y: 280 } : null);

describe("save as template", () => {
  it("builds the template the server stores: page rules, guides, header rows, stitch, page range", () => {
    expect(templateBody(values, areas, locate)).toEqual({
      name: "Bank statement",
      pages: "1-5",
      method: "auto",
      stitch: true,
      areas: [
        {
          page: "all",
          box: [-10, 20, 490, 320],
          columns: [200, 350],
          method: "stream",
          header_rows: 1,
          anchor: { text: "Closing balance" },
        },
        { page: "last", box: [40, 40, 500, 200] },
      ],
    });
  });

  it("saves the area's own page number and no anchor when asked", () => {
    const body = templateBody(
      { ...values, pages: "", choices: { a: { rule: "page", anchor: "" } } },
      areas.slice(0, 1),
      locate,
    );
    expect(body.pages).toBeNull();
    expect(body.areas[0]).toEqual({
      page: 2,
      box: [50, 300, 550, 600],
      columns: [200, 350],
      method: "stream",
      header_rows: 1,
    });
  });

  it("refuses a missing name, a bad page range, no areas and an anchor that is not on the page", () => {
    expect(validateTemplateForm(values, areas, locate)).toEqual({});
    const problems = validateTemplateForm(
      { ...values, name: " ", pages: "1-x", choices: { a: { rule: "page", anchor: "Nowhere" } } },
      areas,
      locate,
    );
    expect(Object.keys(problems).sort()).toEqual(["anchor:a", "name", "pages"]);
    expect(validateTemplateForm(values, [], locate).areas).toMatch(/at least one/);
    // the server keeps names of up to 200 characters
    expect(validateTemplateForm({ ...values, name: "x".repeat(150) }, areas, locate)).toEqual({});
    expect(validateTemplateForm({ ...values, name: "x".repeat(201) }, areas, locate).name).toMatch(/200 characters/);
  });

  it('takes an open page range ("20-": page 20 to the end), which the server stores and documents', () => {
    expect(validateTemplateForm({ ...values, pages: "20-" }, areas, locate)).toEqual({});
    expect(validateTemplateForm({ ...values, pages: "1-3, 20 -" }, areas, locate)).toEqual({});
    expect(templateBody({ ...values, pages: "1-3, 20 -" }, areas, locate).pages).toBe("1-3,20-");
    expect(validateTemplateForm({ ...values, pages: "-3" }, areas, locate).pages).toBeDefined();
  });
});

describe("the form opened again after it was closed without saving", () => {
  const start = { pages: "1-5", stitch: true, method: "auto" as const };

  it("starts from the document's choices and no name the first time", () => {
    expect(formValuesFrom(start, areas, null)).toEqual({
      name: "",
      ...start,
      choices: { a: { rule: "page", anchor: "" }, b: { rule: "page", anchor: "" } },
    });
  });

  it("brings back what was typed, for the areas still there, and new areas start afresh", () => {
    const typed = { ...values, pages: "2-4", stitch: false };
    const now = [areas[0]!, makeArea(3, [10, 10, 100, 100], "c")];
    expect(formValuesFrom(start, now, { values: typed, start })).toEqual({
      name: "  Bank statement ",
      pages: "2-4",
      stitch: false,
      method: "auto",
      choices: { a: { rule: "all", anchor: "Closing balance" }, c: { rule: "page", anchor: "" } },
    });
  });

  it("takes the workspace's page range, stitch and method once they changed since", () => {
    const typed = { ...values, pages: "2-4" };
    const changed = { ...start, method: "lattice" as const };
    expect(formValuesFrom(changed, areas, { values: typed, start })).toMatchObject({
      name: "  Bank statement ",
      ...changed,
    });
  });
});
