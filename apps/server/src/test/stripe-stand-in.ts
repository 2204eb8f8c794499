import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the stand-in received: the form fields the Stripe library sent. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local HTTP server answering the few Stripe API calls pdftab makes, recording each request. */
export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: StandInRequest[];
  /** Subscriptions GET /v1/subscriptions/:id returns, by id: the price id of its first item. */
  subscriptions: Map<string, { customer: string; priceId: string; status: string }>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => resolve(data));
  });

/** The object Stripe returns for a subscription (the fields pdftab reads). */
export function subscriptionObject(id: string, customer: string, priceId: string, status = "active") {
  return {
    id,
    object: "subscription",
    customer,
    status,
    items: {
      object: "list",
      data: [{ id: `si_${id}`, object: "subscription_item", price: { id: priceId, object: "price" } }],
    },
  };
}

/** A customer id the stand-in answers 404 for, as Stripe does for a customer deleted on its side. */
export const MISSING_CUSTOMER = "cus_missing";

/** Starts the stand-in on a free local port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const subscriptions: StripeStandIn["subscriptions"] = new Map();
  let counter = 0;
  const server = createServer(async (request, response) => {
    const path = (request.url ?? "").split("?")[0] ?? "";
    const form = new URLSearchParams(await readBody(request));
    requests.push({ method: request.method ?? "", path, authorization: request.headers.authorization, form });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
      response.end(JSON.stringify(body));
    };
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const customer = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (request.method === "POST" && customer) {
      if (customer[1] === MISSING_CUSTOMER)
        return reply(404, { error: { type: "invalid_request_error", message: `No such customer: '${customer[1]}'` } });
      return reply(200, { id: customer[1], object: "customer", email: form.get("email") });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_${++counter}`;
      return reply(200, {
        id,
        object: "checkout.session",
        mode: "subscription",
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
      return reply(200, {
        id: `bps_${++counter}`,
        object: "billing_portal.session",
        customer: form.get("customer"),
        url: `https://billing.stripe.test/p/session/${counter}`,
      });
    }
    if (request.method === "DELETE" && subscription && subscriptions.has(subscription[1]!)) {
      const s = subscriptions.get(subscription[1]!)!;
      s.status = "canceled";
      return reply(200, subscriptionObject(subscription[1]!, s.customer, s.priceId, s.status));
    }
    if (request.method === "GET" && subscription && subscriptions.has(subscription[1]!)) {
      const s = subscriptions.get(subscription[1]!)!;
      return reply(200, subscriptionObject(subscription[1]!, s.customer, s.priceId, s.status));
    }
    reply(404, { error: { type: "invalid_request_error", message: `No such resource: ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
