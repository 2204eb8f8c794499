import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { authenticateFirst, markAuthentication } from "./authenticate-first.js";

const route = (hooks: Partial<RouteOptions>): RouteOptions =>
  ({ method: "POST", url: "/x", handler: async () => ({}), ...hooks }) as RouteOptions;

describe("authenticateFirst", () => {
  it("moves an authentication pre-handler to onRequest, ahead of the route's own onRequest hooks", () => {
    const auth = markAuthentication(async () => {});
    const own = async () => {};
    const after = async () => {};
    const options = route({ preHandler: [auth, after], onRequest: own });
    authenticateFirst(options);
    expect(options.onRequest).toEqual([auth, own]);
    expect(options.preHandler).toEqual([after]);
  });

  it("takes one from preValidation too, and drops a phase left empty", () => {
    const auth = markAuthentication(async () => {});
    const options = route({ preValidation: auth });
    authenticateFirst(options);
    expect(options.onRequest).toEqual([auth]);
    expect("preValidation" in options).toBe(false);
  });

  it("leaves routes without authentication as they are", () => {
    const check = async () => {};
    const options = route({ preValidation: check, preHandler: [check] });
    authenticateFirst(options);
    expect([options.onRequest, options.preValidation, options.preHandler]).toEqual([undefined, check, [check]]);
  });
});
