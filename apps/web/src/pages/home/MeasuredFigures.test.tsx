import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import accuracy from "../../../../../bench/results/accuracy.json";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

describe("Benchmark figures", () => {
  it("show the accuracy of the committed benchmark run with its corpus size, date and a link to /about", async () => {
    mockApi({});
    renderApp("/");
    const expected = `${Math.floor(accuracy.figures.overall.meanF1 * 100)}%`;
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(screen.getByText(`${accuracy.figures.overall.exact} of ${accuracy.figures.overall.tables}`)).toBeTruthy();
    const note = screen.getByText(new RegExp(`Measured on ${accuracy.corpus.files} public documents on`));
    expect(note.textContent).toContain(new Date(accuracy.date).getUTCFullYear().toString());
    expect(screen.getByRole("link", { name: "see how on the About page" }).getAttribute("href")).toBe("/about");
  });

  it("are explained on the About page", async () => {
    mockApi({});
    renderApp("/about");
    expect(await screen.findByRole("heading", { name: "How we measure accuracy and speed" })).toBeTruthy();
    expect(screen.getByText(/npm run bench:accuracy/)).toBeTruthy();
  });
});
