import JSZip from "jszip";
import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase } from "../../test/test-app.js";
import { accountOn, joinedMember } from "./team-helpers.js";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describeEachDatabase(
  "a Business workspace's own name and logo",
  { env: { EXTRACTION_THREADS: "1", BRAND_NAME: "Acme Tables" } },
  (t) => {
    const call = (method: "GET" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
      t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const putLogo = (token: string, body: Buffer, type: string) =>
      t().app.inject({
        method: "PUT",
        url: "/api/v1/workspace/logo",
        headers: { ...bearer(token), "content-type": type },
        payload: body,
      });

    it("owner and admins set the name and a PNG or JPEG logo; members see them; other plans get 403 plan_required", async () => {
      const owner = await accountOn(t(), "business");
      const member = await joinedMember(t(), owner.token);
      // its default name ("<full name>'s workspace") is no brand: the instance's shows until one is set
      expect((await call("GET", "/workspace", owner.token)).json().brand).toBeNull();

      const refused = await call("PATCH", "/workspace", member.token, { name: "Mine" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("workspace_role_required");
      expect((await putLogo(member.token, PNG, "image/png")).json().code).toBe("workspace_role_required");

      // on one line: it is written into invitation mails
      expect((await call("PATCH", "/workspace", owner.token, { name: "Finance\r\nteam\u2066" })).json().brand).toEqual({
        name: "Finance team",
        logo_url: null,
      });
      const put = await putLogo(owner.token, PNG, "image/png");
      expect(put.statusCode).toBe(200);
      const logoUrl = put.json().logo_url as string;
      expect(logoUrl).toMatch(/^\/api\/v1\/workspace\/logo\?v=\d+$/);
      expect((await call("GET", "/workspace", member.token)).json().brand).toEqual({
        name: "Finance team",
        logo_url: logoUrl,
      });
      const served = await t().app.inject({ method: "GET", url: logoUrl, headers: bearer(member.token) });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(PNG)).toBe(true);

      // SVG (whatever it claims to be) and other bytes are refused; so is a logo over 256 KB
      for (const [body, type] of [
        [SVG, "image/svg+xml"],
        [SVG, "image/png"],
        [Buffer.from("GIF89a...."), "image/png"],
      ] as const) {
        const response = await putLogo(owner.token, body, type);
        expect(response.statusCode, type).toBe(415);
        expect(response.json().code).toBe("unsupported_logo");
      }
      const big = await putLogo(owner.token, Buffer.concat([PNG, Buffer.alloc(256 * 1024)]), "image/png");
      expect(big.statusCode).toBe(413);
      expect(big.json().code).toBe("logo_too_large");
      expect(
        (await t().app.inject({ method: "GET", url: logoUrl, headers: bearer(member.token) })).rawPayload.equals(PNG),
      ).toBe(true);

      // another workspace sees its own (none), never this one's
      const stranger = await accountOn(t(), "business");
      expect((await call("GET", "/workspace/logo", stranger.token)).statusCode).toBe(404);

      expect((await call("DELETE", "/workspace/logo", owner.token)).json()).toEqual({ logo_url: null });
      expect((await call("GET", "/workspace/logo", member.token)).statusCode).toBe(404);
    });

    it("shows the instance brand until a name or logo is set; a logo alone keeps the instance's name", async () => {
      const owner = await accountOn(t(), "business");
      const member = await joinedMember(t(), owner.token);
      const workspace = (await call("GET", "/workspace", member.token)).json();
      expect(workspace.name).toMatch(/'s workspace$/);
      expect(workspace.brand).toBeNull();

      const logoUrl = (await putLogo(owner.token, PNG, "image/png")).json().logo_url as string;
      expect((await call("GET", "/workspace", member.token)).json().brand).toEqual({
        name: "Acme Tables",
        logo_url: logoUrl,
      });
      await call("DELETE", "/workspace/logo", owner.token);
      expect((await call("GET", "/workspace", member.token)).json().brand).toBeNull();

      await call("PATCH", "/workspace", owner.token, { name: "Finance team" });
      expect((await call("GET", "/workspace", member.token)).json().brand).toEqual({
        name: "Finance team",
        logo_url: null,
      });
    });

    it("answers a logo of any size past the limit, or of another type, in the logo's own words", async () => {
      const owner = await accountOn(t(), "business");
      for (const size of [300 * 1024, 600 * 1024, 3 * 1024 * 1024]) {
        const response = await putLogo(owner.token, Buffer.concat([PNG, Buffer.alloc(size)]), "image/png");
        expect([size, response.statusCode]).toEqual([size, 413]);
        expect(response.json()).toEqual({
          code: "logo_too_large",
          detail: "This file is larger than 256 KB. The logo must be a PNG or JPEG image of at most 256 KB.",
        });
      }
      // refused by its type alone: the answer says what that type is, not "(SVG is not accepted)"
      for (const [type, what] of [
        ["image/gif", "This file is a GIF image."],
        ["image/webp", "This file is a WebP image."],
        ["text/html", "This file is not an image."],
        ["multipart/form-data; boundary=x", "This request is a multipart form; send the image itself as the body."],
      ]) {
        const response = await putLogo(owner.token, Buffer.from("GIF89a...."), type!);
        expect([type, response.statusCode]).toEqual([type, 415]);
        expect(response.json()).toEqual({
          code: "unsupported_logo",
          detail: `${what} The logo must be a PNG or JPEG image.`,
        });
      }
      // sent as a PNG, refused by its bytes: the answer says what they are
      for (const [body, detail] of [
        [Buffer.from("Quarterly totals\n1,2,3\n"), "This file is not an image. The logo must be a PNG or JPEG image."],
        [Buffer.from("%PDF-1.7\n"), "This file is not an image. The logo must be a PNG or JPEG image."],
        [Buffer.from("GIF89a...."), "This file is a GIF image. The logo must be a PNG or JPEG image."],
        [
          Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
          "This file is an SVG image, which can carry scripts. The logo must be a PNG or JPEG image.",
        ],
        [Buffer.alloc(0), "This file is empty. The logo must be a PNG or JPEG image."],
      ] as const) {
        const response = await putLogo(owner.token, body, "image/png");
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ code: "unsupported_logo", detail });
      }
      const untyped = await t().app.inject({
        method: "PUT",
        url: "/api/v1/workspace/logo",
        headers: bearer(owner.token),
        payload: PNG,
      });
      expect(untyped.statusCode).toBe(415);
      expect(untyped.json().code).toBe("unsupported_logo");
      // no logo was stored, and no name set: no brand of its own
      expect((await call("GET", "/workspace", owner.token)).json().brand).toBeNull();
    });

    it("refuses a workspace name and logo on plans without seats (403 plan_required), whose members see the instance brand", async () => {
      for (const plan of ["free", "pro"]) {
        const owner = await accountOn(t(), plan);
        const renamed = await call("PATCH", "/workspace", owner.token, { name: "Mine" });
        expect(renamed.statusCode).toBe(403);
        expect(renamed.json().code).toBe("plan_required");
        expect((await putLogo(owner.token, PNG, "image/png")).json().code).toBe("plan_required");
        expect((await call("GET", "/workspace", owner.token)).json().brand).toBeNull();
      }
    });

    it("puts the workspace's name as the author of its xlsx exports, the instance brand elsewhere", async () => {
      const creatorOf = async (token: string) => {
        const id = (
          await upload(t().app, "/api/v1/pdf/extract-info", token, { name: "two.pdf", data: twoTablesPdf().bytes })
        ).json().extraction_id as string;
        const xlsx = await t().app.inject({
          method: "GET",
          url: `/api/v1/extractions/${id}/download?format=xlsx`,
          headers: bearer(token),
        });
        expect(xlsx.statusCode).toBe(200);
        const core = await (await JSZip.loadAsync(xlsx.rawPayload)).file("docProps/core.xml")!.async("string");
        return /<dc:creator>([^<]*)<\/dc:creator>/.exec(core)?.[1];
      };
      const owner = await accountOn(t(), "business");
      const member = await joinedMember(t(), owner.token);
      // until the workspace has a name of its own, its default name is no author
      expect(await creatorOf(member.token)).toBe("Acme Tables");
      await putLogo(owner.token, PNG, "image/png");
      expect(await creatorOf(member.token)).toBe("Acme Tables");
      await call("PATCH", "/workspace", owner.token, { name: "Finance team" });
      expect(await creatorOf(member.token)).toBe("Finance team");
      const solo = await accountOn(t(), "pro");
      expect(await creatorOf(solo.token)).toBe("Acme Tables");
    });
  },
);
