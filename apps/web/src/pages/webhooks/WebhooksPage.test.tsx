import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Delivery, Webhook } from "../../api/webhooks";
import { signInForTest, signOutForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { expectFocusedWithError } from "../../test/focusedFieldError";
import { getToasts } from "../../toast/toastStore";

const businessUser = { ...testUser, subscription_tier: "business" };
const plans = [
  { id: "free", name: "Free", seats: 1, contact_sales: false, integrations: false },
  { id: "business", name: "Business", seats: 5, contact_sales: false, integrations: true },
];
const hook: Webhook = {
  id: "w-1",
  url: "https://example.com/hooks",
  events: ["extraction.completed", "batch.completed"],
  description: "",
  enabled: true,
  secret_hint: "beef",
  created_at: "2026-01-02T10:00:00Z",
  updated_at: "2026-01-02T10:00:00Z",
};
const delivery: Delivery = {
  id: "d-1",
  event: "webhook.test",
  status: "succeeded",
  attempts: 2,
  next_attempt_at: null,
  created_at: "2026-01-02T10:01:00Z",
  completed_at: "2026-01-02T10:03:00Z",
  body: "{}",
  tries: [
    { attempt: 1, status_code: 500, duration_ms: 41, error: null, started_at: "2026-01-02T10:01:00Z" },
    { attempt: 2, status_code: 200, duration_ms: 12, error: null, started_at: "2026-01-02T10:03:00Z" },
  ],
  given_up_because: null,
};

describe("Webhooks page", () => {
  afterEach(() => {
    signOutForTest();
    vi.restoreAllMocks();
  });

  it("registers an endpoint with the chosen events, shows the secret once, sends a test event and shows the delivery log", async () => {
    signInForTest();
    let hooks: Webhook[] = [];
    let deliveries: Delivery[] = [];
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: businessUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": () => ({ status: 200, body: { webhooks: hooks } }),
      "POST /webhooks": () => (
        (hooks = [hook]),
        { status: 201, body: { ...hook, secret: "whsec_" + "0".repeat(60) + "beef" } }
      ),
      "POST /webhooks/w-1/test": () => (
        (deliveries = [delivery]),
        { status: 202, body: { delivery_id: "d-1", event: "webhook.test", endpoint_paused: false } }
      ),
      "GET /webhooks/w-1/deliveries": () => ({ status: 200, body: { deliveries } }),
    });
    renderApp("/webhooks");
    expect(await screen.findByText("No webhook endpoints yet")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Endpoint URL"), "https://example.com/hooks");
    await userEvent.click(screen.getByLabelText("extraction.failed"));
    await userEvent.click(screen.getByLabelText("batch.failed"));
    await userEvent.click(screen.getByLabelText("batch.cancelled"));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const panel = await screen.findByRole("region", { name: "Signing secret" });
    expect(within(panel).getByText(/^whsec_0+beef$/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/webhooks") && init?.method === "POST",
    )!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      url: "https://example.com/hooks",
      events: ["extraction.completed", "batch.completed"],
    });
    await userEvent.click(within(panel).getByRole("button", { name: "I have stored it" }));
    expect(screen.queryByText(/^whsec_/)).toBeNull();

    const card = await screen.findByRole("listitem", { name: "Webhook https://example.com/hooks" });
    expect(within(card).getByText(/secret …beef/)).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Send test event" }));
    const log = await within(card).findByRole("list", { name: "Delivery log" });
    await waitFor(() => expect(within(log).getByText(/HTTP 500 · 41 ms/)).toBeTruthy());
    expect(within(log).getByText(/HTTP 200 · 12 ms/)).toBeTruthy();
    expect(within(log).getByText("succeeded")).toBeTruthy();
  });

  it("says a test event goes to a paused endpoint all the same, and that other events wait until it is resumed", async () => {
    signInForTest();
    const mock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: businessUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": { status: 200, body: { webhooks: [{ ...hook, enabled: false }] } },
      "POST /webhooks/w-1/test": {
        status: 202,
        body: { delivery_id: "d-1", event: "webhook.test", endpoint_paused: true },
      },
      "GET /webhooks/w-1/deliveries": { status: 200, body: { deliveries: [delivery] } },
    });
    renderApp("/webhooks");
    const card = await screen.findByRole("listitem", { name: "Webhook https://example.com/hooks" });
    expect(within(card).getByText(/paused \(test events only\)/)).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Send test event" }));
    await waitFor(() =>
      expect(getToasts().map((t) => [t.type, t.message])).toEqual([
        [
          "success",
          "Test event queued. This endpoint is paused: it receives test events, but no other events until you resume it.",
        ],
      ]),
    );
    expect(
      mock.mock.calls.some(([url, init]) => String(url).endsWith("/webhooks/w-1/test") && init?.method === "POST"),
    ).toBe(true);
  });

  it("deletes an endpoint after asking, says so, and drops its secret and its delivery log with it", async () => {
    signInForTest();
    let hooks: Webhook[] = [];
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: businessUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": () => ({ status: 200, body: { webhooks: hooks } }),
      "POST /webhooks": () => ((hooks = [hook]), { status: 201, body: { ...hook, secret: "whsec_" + "1".repeat(64) } }),
      // as the server answers: a deleted endpoint's log is not found
      "GET /webhooks/w-1/deliveries": () =>
        hooks.length > 0
          ? { status: 200, body: { deliveries: [delivery] } }
          : { status: 404, body: { detail: "Webhook was not found", code: "not_found" } },
      "DELETE /webhooks/w-1": () => ((hooks = []), { status: 200, body: { success: true } }),
    });
    renderApp("/webhooks");
    expect(await screen.findByText("No webhook endpoints yet")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Endpoint URL"), "https://example.com/hooks");
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByRole("region", { name: "Signing secret" })).toBeTruthy();
    const card = await screen.findByRole("listitem", { name: "Webhook https://example.com/hooks" });
    await userEvent.click(within(card).getByRole("button", { name: "Deliveries" }));
    expect(await within(card).findByRole("list", { name: "Delivery log" })).toBeTruthy();

    // the app asks in its own dialog; keeping the endpoint deletes nothing
    const ask = () => screen.findByRole("dialog", { name: "Delete the endpoint https://example.com/hooks?" });
    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await ask()).getByRole("button", { name: "Keep Endpoint" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(0);
    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await ask()).getByRole("button", { name: "Delete Endpoint" }));
    expect(await screen.findByText("Webhook endpoint deleted")).toBeTruthy();
    expect(screen.getByText("No webhook endpoints yet")).toBeTruthy();
    // the focus was in the card that went: it lands on what replaced the list, not the top of the page
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText("No webhook endpoints yet")));
    // the secret of an endpoint that no longer exists is no use to anyone
    expect(screen.queryByRole("region", { name: "Signing secret" })).toBeNull();
    // the log of the deleted endpoint is not asked for again
    const logReads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes("/deliveries")).length;
    const readsAfterDelete = logReads();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logReads()).toBe(readsAfterDelete);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });

  it("says why a failed delivery was given up before its tries ran out", async () => {
    signInForTest();
    const replaced: Delivery = {
      ...delivery,
      id: "d-2",
      status: "failed",
      tries: [delivery.tries[0]!],
      attempts: 1,
      given_up_because: "Replaced by a newer test event to this endpoint",
    };
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: businessUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": { status: 200, body: { webhooks: [hook] } },
      "GET /webhooks/w-1/deliveries": { status: 200, body: { deliveries: [replaced] } },
    });
    renderApp("/webhooks");
    const card = await screen.findByRole("listitem", { name: "Webhook https://example.com/hooks" });
    await userEvent.click(within(card).getByRole("button", { name: "Deliveries" }));
    const log = await within(card).findByRole("list", { name: "Delivery log" });
    expect(await within(log).findByText("Replaced by a newer test event to this endpoint")).toBeTruthy();
    expect(within(log).getByText("failed")).toBeTruthy();
  });

  it("puts each error under the field it is about and clears it once that field is changed", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: businessUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": { status: 200, body: { webhooks: [] } },
    });
    renderApp("/webhooks");
    expect(await screen.findByText("No webhook endpoints yet")).toBeTruthy();
    const url = screen.getByLabelText("Endpoint URL");
    const events = screen.getByRole("group", { name: "Events" });
    await userEvent.type(url, "https://example.com/hooks");
    for (const box of within(events).getAllByRole("checkbox")) await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));

    // the missing events are said under Events, and the URL, which is fine, is not marked
    expect(await within(events).findByText("Choose at least one event")).toBeTruthy();
    expect(events.getAttribute("aria-describedby")).toBe("webhook-events-error");
    expect(url.getAttribute("aria-invalid")).toBeNull();
    // the focus goes to the first event box, which carries the message, not back to the button
    await waitFor(() =>
      expectFocusedWithError(within(events).getAllByRole("checkbox")[0]!, "Choose at least one event"),
    );
    await userEvent.click(within(events).getAllByRole("checkbox")[0]!);
    expect(within(events).queryByText("Choose at least one event")).toBeNull();

    await userEvent.clear(url);
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("Enter the URL that should receive the events")).toBeTruthy();
    await waitFor(() => expectFocusedWithError(url, "Enter the URL that should receive the events"));
    await userEvent.type(url, "h");
    expect(screen.queryByText("Enter the URL that should receive the events")).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows the server's reason for an address that is not a URL under the field, not the browser's bubble", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: businessUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": { status: 200, body: { webhooks: [] } },
      "POST /webhooks": {
        status: 422,
        body: { detail: '"example.com/hooks" is not a URL', code: "invalid_webhook_url" },
      },
    });
    renderApp("/webhooks");
    const url = await screen.findByLabelText("Endpoint URL");
    await userEvent.type(url, "example.com/hooks");
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText('"example.com/hooks" is not a URL')).toBeTruthy();
    expect(url.getAttribute("aria-invalid")).toBe("true");
  });

  it("tells accounts without integrations which plans include webhooks, with no form", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /webhooks": { status: 200, body: { webhooks: [] } },
    });
    renderApp("/webhooks");
    expect(await screen.findByText(/Webhooks are part of the Business and Enterprise plans/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add endpoint" })).toBeNull();
  });

  it("shows a team member the workspace's endpoints without the form or the buttons that change them", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /plans": { status: 200, body: { plans } },
      "GET /workspace": {
        status: 200,
        body: { id: "ws-1", name: "Acme", plan: "business", seats: 5, role: "member", members: [], invitations: [] },
      },
      "GET /webhooks": { status: 200, body: { webhooks: [hook] } },
    });
    renderApp("/webhooks");
    expect(await screen.findByText("https://example.com/hooks")).toBeTruthy();
    expect(await screen.findByText(/its owner and admins add, change and test them/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add endpoint" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send test event" })).toBeNull();
    // their workspace is on Business: they are not told to buy a plan that has webhooks
    expect(screen.queryByText(/Webhooks are part of the Business and Enterprise plans/)).toBeNull();
    expect(screen.queryByRole("link", { name: "See plans" })).toBeNull();
  });
});
