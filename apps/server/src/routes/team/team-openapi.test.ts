import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app.js";

describeEachDatabase("GET /openapi.json: team workspaces", {}, (t) => {
  it("describes the workspace, invitation and member routes with their bodies, answers and refusals", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const workspace = doc.paths["/api/v1/workspace"];
    const shape = workspace.get.responses["200"].content["application/json"].schema;
    expect(shape.required).toEqual(expect.arrayContaining(["id", "name", "plan", "seats", "members"]));
    expect(shape.properties.members.items.required).toEqual(expect.arrayContaining(["user_id", "email", "role"]));
    expect(workspace.get.security).toEqual([{ bearerAuth: [] }]);

    const invite = doc.paths["/api/v1/workspace/invitations"].post;
    expect(invite.requestBody.content["application/json"].schema.required).toEqual(["email"]);
    expect(invite.responses["201"].content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["id", "invite_url"]),
    );
    for (const status of ["403", "409", "422"]) expect(invite.responses[status]).toBeDefined();
    expect(doc.paths["/api/v1/workspace/invitations/{token}/accept"].post.responses["410"]).toBeDefined();
    expect(doc.paths["/api/v1/workspace/invitations/{token}"].get.security).toBeUndefined();
    expect(doc.paths["/api/v1/workspace/members/{user_id}"].delete.responses["404"]).toBeDefined();
    expect(doc.paths["/api/v1/workspace/transfer"].post).toBeDefined();
    expect(doc.paths["/api/v1/workspace/leave"].post.responses["409"]).toBeDefined();
    // shared lists say who ran what
    expect(
      doc.paths["/api/v1/extractions"].get.responses["200"].content["application/json"].schema.properties.items.items
        .properties.ran_by,
    ).toBeDefined();
  });
});
