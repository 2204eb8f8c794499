import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import type { OpenApiDocument } from "@pdftab/api-docs";

const error = {
  description: "Every error",
  content: {
    "application/json": {
      schema: { type: "object", properties: { detail: { type: "string" }, code: { type: "string" } } },
    },
  },
};
const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "pdftab API", version: "1.0.0" },
  paths: {
    "/api/v1/extract": {
      post: {
        tags: ["public api"],
        summary: "Extract the tables of one PDF (file or JSON)",
        security: [{ bearerAuth: [] }],
        parameters: [{ name: "response", in: "query", schema: { anyOf: [{ const: "file" }, { const: "json" }] } }],
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file"],
                properties: {
                  file: { type: "string", format: "binary" },
                  format: {
                    default: "xlsx",
                    anyOf: [{ const: "excel" }, { const: "xlsx" }, { const: "csv" }, { const: "json" }],
                  },
                  pages: { type: "string", description: "Page selection" },
                },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "The tables as a file",
            content: {
              "text/csv": { schema: { type: "string", format: "binary" } },
              "application/json": { schema: { type: "object", properties: { temp_id: { type: "string" } } } },
            },
          },
          "429": error,
        },
      },
    },
    "/api/v1/auth/login": {
      post: {
        tags: ["auth"],
        summary: "Sign in",
        description:
          "Answers a session token.\n\n- Send it as `Authorization: Bearer` on **every** call\n- See [the guide](/docs/guide)",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["email", "password"],
                properties: { email: { type: "string" }, password: { type: "string" } },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "Signed in",
            content: {
              "application/json": { schema: { type: "object", properties: { access_token: { type: "string" } } } },
            },
          },
          // the server's generator writes this where a route describes no answer
          "202": { description: "Default Response" },
        },
      },
    },
  },
};
const plans = [
  { id: "free", name: "Free", requests_per_minute: 10, api_calls_per_day: 100 },
  { id: "pro", name: "Pro", requests_per_minute: 100, api_calls_per_day: 5000 },
];

describe("API docs page", () => {
  afterEach(() => vi.useRealTimers());

  it("renders every endpoint of the OpenAPI document with parameters, responses and generated examples", async () => {
    mockApi({ "GET /openapi.json": { status: 200, body: doc }, "GET /plans": { status: 200, body: { plans } } });
    renderApp("/api-docs");
    const extract = (await screen.findByText("Extract the tables of one PDF (file or JSON)")).closest("article")!;
    const card = within(extract);
    expect(card.getByText("Bearer API key or session token")).toBeTruthy();
    expect(card.getByText("excel | xlsx | csv | json")).toBeTruthy();
    expect(card.getByText("Page selection")).toBeTruthy();
    expect(card.getByText("429")).toBeTruthy();
    expect(card.getByText(/-F 'file=@report.pdf'/)).toBeTruthy();
    await userEvent.click(card.getByRole("tab", { name: "Python" }));
    expect(card.getByText(/files=\{"file": pdf\}/)).toBeTruthy();
    await userEvent.click(card.getByRole("tab", { name: "JavaScript" }));
    expect(card.getByText(/new FormData\(\)/)).toBeTruthy();

    const login = within(screen.getByText("Sign in").closest("article")!);
    expect(login.getByText("No authentication")).toBeTruthy();
    expect(login.getByText(/"email":"you@example.com"/)).toBeTruthy();
    // each status says its reason phrase; the generator's "Default Response" placeholder is not shown
    expect(login.getByText("Accepted")).toBeTruthy();
    expect(card.getByText("Too Many Requests")).toBeTruthy();
    expect(screen.queryByText(/Default Response/)).toBeNull();
    // auth section comes before the public api section
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Accounts and sign-in", "Public API"]);
    // rate limits come from GET /plans
    const limits = (await screen.findByText("Requests / minute")).closest("table")!;
    expect(within(limits).getByText("5,000")).toBeTruthy();
  });

  it("renders descriptions' Markdown and lists the sections in a table of contents", async () => {
    mockApi({ "GET /openapi.json": { status: 200, body: doc }, "GET /plans": { status: 200, body: { plans } } });
    renderApp("/api-docs");
    const login = within((await screen.findByText("Sign in")).closest("article")!);
    expect(login.getByText("Authorization: Bearer", { selector: "code" })).toBeTruthy();
    expect(login.getByText("every", { selector: "strong" })).toBeTruthy();
    expect(login.getByRole("link", { name: "the guide" }).getAttribute("href")).toBe("/docs/guide");
    expect(login.getByRole("link", { name: "the guide" }).closest("ul")!.children).toHaveLength(2);
    expect(login.queryByText(/\*\*|`/)).toBeNull();

    const toc = within(screen.getByRole("navigation", { name: "On this page" }));
    const links = toc.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Quick Start", "#quick-start"],
      ["Authentication", "#authentication"],
      ["Endpoints", "#endpoints"],
      ["Accounts and sign-in", "#endpoints-auth"],
      ["Public API", "#endpoints-public-api"],
      ["Rate Limits and Usage", "#rate-limits"],
    ]);
    for (const [, href] of links) expect(document.getElementById(href!.slice(1)), href!).toBeTruthy();
    const scrolled = vi.fn();
    document.getElementById("endpoints-public-api")!.scrollIntoView = scrolled;
    await userEvent.click(toc.getByRole("link", { name: "Public API" }));
    expect(scrolled).toHaveBeenCalled();
    // the keyboard goes along to the section, as with an in-page link
    expect(document.activeElement).toBe(document.getElementById("endpoints-public-api"));
  });

  it("shows a check for 2 seconds after copying an example", async () => {
    mockApi({ "GET /openapi.json": { status: 200, body: doc }, "GET /plans": { status: 200, body: { plans } } });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderApp("/api-docs");
    await screen.findByRole("heading", { name: "Quick Start" });
    await screen.findAllByText("Extract the tables of one PDF (file or JSON)");
    vi.useFakeTimers();
    const button = screen.getAllByRole("button", { name: "Copy code" })[0]!;
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText.mock.calls[0]![0]).toContain("curl -X POST");
    expect(screen.getAllByRole("button", { name: "Copied" })).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getAllByRole("button", { name: "Copied" })).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("button", { name: "Copied" })).toBeNull();
  });
});
