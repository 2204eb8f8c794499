import { createServer, type Server } from "node:http";

/** A subscription the stand-in knows: its customer and the price of its first item. */
interface KnownSubscription {
  customer: string;
  priceId: string;
}

/**
 * Local stand-in for the one Stripe API call the webhook makes (GET /v1/subscriptions/:id);
 * the server's real Stripe client talks to it over HTTP (STRIPE_API_BASE).
 */
export class StripeStandIn {
  readonly subscriptions = new Map<string, KnownSubscription>();
  /** Paths the server asked for, in order. */
  readonly requests: string[] = [];
  private server: Server | undefined;

  /** Starts listening on 127.0.0.1:`port`. */
  async start(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      this.requests.push(`${request.method} ${path}`);
      const id = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
      const known = id ? this.subscriptions.get(id) : undefined;
      const body = known
        ? {
            id,
            object: "subscription",
            customer: known.customer,
            status: "active",
            items: {
              object: "list",
              data: [{ id: `si_${id}`, object: "subscription_item", price: { id: known.priceId, object: "price" } }],
            },
          }
        : { error: { type: "invalid_request_error", message: `No such resource: ${path}` } };
      response.writeHead(known ? 200 : 404, {
        "content-type": "application/json",
        "request-id": `req_${this.requests.length}`,
      });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", resolve);
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
