import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver } from "../test/webhook-receiver.js";
import { refusedAddressReason } from "./address-guard.js";
import { postWebhook } from "./post-webhook.js";
import { retryDelaySeconds } from "./retry-schedule.js";
import { signatureHeader, verifySignature } from "./signature.js";

describe("a webhook try", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it("refuses private addresses at connection time, by IP and through a name, unless allowed", async () => {
    const byIp = await postWebhook(receiver.url, {}, "{}", { timeoutMs: 2000, allowPrivate: false });
    expect(byIp).toMatchObject({ statusCode: null });
    expect(byIp.error).toMatch(/^Address not allowed: 127\.0\.0\.1 is a loopback address/);
    const byName = await postWebhook(receiver.url.replace("127.0.0.1", "localhost"), {}, "{}", {
      timeoutMs: 2000,
      allowPrivate: false,
    });
    expect(byName.error).toMatch(/^Address not allowed: localhost resolves to .* loopback address/);
    expect(receiver.received).toHaveLength(0);
    const allowed = await postWebhook(
      receiver.url.replace("127.0.0.1", "localhost"),
      { "Pdftab-Event": "x" },
      '{"a":1}',
      { timeoutMs: 2000, allowPrivate: true },
    );
    expect(allowed).toMatchObject({ statusCode: 200, error: null });
    expect(receiver.received[0]).toMatchObject({ body: '{"a":1}' });
    expect(receiver.received[0]!.headers["pdftab-event"]).toBe("x");
  });

  it("takes the status as the answer: a 2xx followed by a body that never ends is delivered, not timed out", async () => {
    const endless = http.createServer((request, response) => {
      request.resume();
      response.writeHead(200, { "content-type": "text/plain" });
      // a little at a time, and never the end: a slow receiver, or one sending a huge body
      const drip = setInterval(() => response.write("x".repeat(64 * 1024)), 10);
      response.on("close", () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => endless.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = endless.address() as AddressInfo;
      const result = await postWebhook(`http://127.0.0.1:${port}/hooks`, {}, "{}", {
        timeoutMs: 2000,
        allowPrivate: true,
      });
      expect(result).toMatchObject({ statusCode: 200, error: null });
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  it("reports a refused connection as an error, not a status", async () => {
    const result = await postWebhook("http://127.0.0.1:1/x", {}, "{}", { timeoutMs: 2000, allowPrivate: true });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it.each([
    ["8.8.8.8", undefined],
    ["2606:4700:4700::1111", undefined],
    ["127.0.0.5", "loopback"],
    ["10.0.0.1", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["169.254.1.1", "link-local"],
    ["fd00::1", "unique local"],
    ["::ffff:192.168.1.1", "private"],
    ["224.0.0.1", "multicast"],
    ["::", "unspecified"],
    // IPv4-compatible forms (::/96) of loopback and the metadata address, and other IPv6 outside 2000::/3
    ["::7f00:1", "reserved"],
    ["::a9fe:a9fe", "reserved"],
    ["4000::1", "reserved"],
  ])("judges %s", (address, reason) => {
    const verdict = refusedAddressReason(address);
    if (reason === undefined) expect(verdict).toBeUndefined();
    else expect(verdict).toContain(reason);
  });

  it("says its reason in plain English", () => {
    expect(refusedAddressReason("0.0.0.0")).toBe("0.0.0.0 is an unspecified address");
    expect(refusedAddressReason("169.254.169.254")).toBe("169.254.169.254 is a link-local address");
  });
});

describe("signatures and the retry schedule", () => {
  it("verifies its own signature and refuses a tampered body, a wrong secret and an old timestamp", () => {
    const header = signatureHeader("whsec_a", '{"x":1}');
    expect(verifySignature("whsec_a", header, '{"x":1}')).toBe(true);
    expect(verifySignature("whsec_a", header, '{"x":2}')).toBe(false);
    expect(verifySignature("whsec_b", header, '{"x":1}')).toBe(false);
    expect(
      verifySignature("whsec_a", signatureHeader("whsec_a", "{}", Math.floor(Date.now() / 1000) - 3600), "{}"),
    ).toBe(false);
  });

  it("tries 6 times over about an hour with the defaults", () => {
    const waits = [1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt, 120));
    expect(waits).toEqual([120, 240, 480, 960, 1920]);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(55 * 60);
    expect(total).toBeLessThan(65 * 60);
  });
});
