import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HistoryStatTiles } from "./HistoryStatTiles";

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("History statistics", () => {
  it("group thousands as the dashboard's tiles do, and show the average confidence in whole percent", () => {
    render(
      <HistoryStatTiles
        stats={{ totalExtractions: 1247, totalFiles: 1200, totalTables: 3891, averageConfidence: 0.874 }}
      />,
    );
    expect(valueOf("Total Extractions")).toBe((1247).toLocaleString());
    expect(valueOf("Total Extractions")).not.toBe("1247");
    expect(valueOf("Files Processed")).toBe((1200).toLocaleString());
    expect(valueOf("Tables Found")).toBe((3891).toLocaleString());
    expect(valueOf("Average Confidence")).toBe("87%");
  });
});
