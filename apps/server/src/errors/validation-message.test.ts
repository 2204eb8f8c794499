import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, registerUser } from "../test/test-app.js";
import { validationMessage } from "./validation-message.js";

const constant = (path: string, value: unknown) => ({
  instancePath: path,
  keyword: "const",
  params: { allowedValue: value },
  message: "must be equal to constant",
});
const anyOf = (path: string) => ({
  instancePath: path,
  keyword: "anyOf",
  params: {},
  message: "must match a schema in anyOf",
});

describe("validationMessage", () => {
  it("lists a field's allowed values once, instead of one 'equal to constant' per value", () => {
    const validation = [constant("/output", "single"), constant("/output", "zip"), anyOf("/output")];
    expect(validationMessage({ validation, validationContext: "body" })).toBe("output must be single or zip");
    const three = [constant("/days", "7"), constant("/days", "30"), constant("/days", "90"), anyOf("/days")];
    expect(validationMessage({ validation: three, validationContext: "querystring" })).toBe("days must be 7, 30 or 90");
  });

  it("joins the types a field may have, and names an enum's values", () => {
    const types = [
      { instancePath: "/expires_in_days", keyword: "type", params: { type: "integer" }, message: "must be integer" },
      { instancePath: "/expires_in_days", keyword: "type", params: { type: "null" }, message: "must be null" },
      anyOf("/expires_in_days"),
    ];
    expect(validationMessage({ validation: types })).toBe("expires_in_days must be integer or null");
    const enumIssue = { instancePath: "/role", keyword: "enum", params: { allowedValues: ["admin", "member"] } };
    expect(validationMessage({ validation: [enumIssue] })).toBe("role must be admin or member");
  });

  it("says a missing field is required, with the path of the object it belongs in", () => {
    const top = { instancePath: "", keyword: "required", params: { missingProperty: "name" } };
    expect(validationMessage({ validation: [top], validationContext: "body" })).toBe("name is required");
    const nested = { instancePath: "/areas/0", keyword: "required", params: { missingProperty: "box" } };
    expect(validationMessage({ validation: [nested] })).toBe("areas.0.box is required");
  });

  it("keeps the validator's words for other checks, naming the field or the part of the request", () => {
    const short = {
      instancePath: "/name",
      keyword: "maxLength",
      params: { limit: 100 },
      message: "must NOT have more than 100 characters",
    };
    expect(validationMessage({ validation: [short] })).toBe("name must NOT have more than 100 characters");
    const whole = { instancePath: "", keyword: "type", params: { type: "object" }, message: "must be object" };
    expect(validationMessage({ validation: [whole], validationContext: "body" })).toBe(
      "The request body must be object",
    );
    // the first field that failed decides; a second field's issues are not mixed in
    const two = [constant("/a", "x"), { instancePath: "/b", keyword: "type", params: { type: "string" } }];
    expect(validationMessage({ validation: two })).toBe("a must be x");
  });

  it("says a repeated query parameter must be given once, instead of that it 'must be string'", () => {
    const repeated = [
      { instancePath: "/limit", keyword: "type", params: { type: "string" }, message: "must be string" },
    ];
    expect(validationMessage({ validation: repeated, validationContext: "querystring" })).toBe(
      "limit must be given once, not repeated",
    );
    // in a body, a wrong type stays a wrong type
    expect(validationMessage({ validation: repeated, validationContext: "body" })).toBe("limit must be string");
  });

  it("falls back on the message when the validator's details are missing", () => {
    expect(validationMessage({ message: "body/email must be string" })).toBe("email must be string");
    expect(validationMessage({ message: "querystring must be object" })).toBe("The query string must be object");
    expect(validationMessage({})).toBe("The request is not valid");
  });
});

describe("a refused query in the API's answer", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("names the values a choice takes and the fields that are required", async () => {
    const { token } = await registerUser(t.app);
    const days = await t.app.inject({ method: "GET", url: "/api/v1/usage/history?days=5", headers: bearer(token) });
    expect(days.statusCode).toBe(422);
    expect(days.json()).toEqual({ code: "validation_failed", detail: "days must be 7, 30 or 90" });
    for (const url of [
      "/api/v1/extractions?limit=5&limit=6",
      "/api/v1/extractions?status=all&status=failed",
      "/api/v1/usage/history?days=7&days=30",
    ]) {
      const twice = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      const name = new URL(url, "http://x").searchParams.keys().next().value;
      expect([url, twice.statusCode, twice.json()]).toEqual([
        url,
        422,
        { code: "validation_failed", detail: `${name} must be given once, not repeated` },
      ]);
    }
    const key = await t.app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: {} });
    expect(key.json()).toEqual({ code: "validation_failed", detail: "name is required" });
  });
});
