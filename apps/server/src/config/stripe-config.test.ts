import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error.js";
import { loadConfig } from "./load-config.js";

const base = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_PRO_MONTHLY: "price_1" };

describe("Stripe settings", () => {
  it("leave billing off without a secret key", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it("read the keys, the prices that are set and a stand-in address", () => {
    const config = loadConfig({ ...base, STRIPE_API_BASE: "http://127.0.0.1:12111" });
    expect(config.stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      prices: { pro_monthly: "price_1" },
      apiBase: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
  });

  it("refuse a half configuration, naming every missing piece", () => {
    try {
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_API_BASE: "ftp://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("STRIPE_WEBHOOK_SECRET");
      expect(message).toContain("STRIPE_PRICE_*");
      expect(message).toContain("STRIPE_API_BASE");
    }
  });
});
