import { Type } from "@fastify/type-provider-typebox";
import { publicBrand } from "../../brand/brand.js";
import type { RouteModule } from "../../context.js";

const BrandSchema = Type.Object({
  name: Type.String({ description: "The product name this instance shows (BRAND_NAME)" }),
  logo_url: Type.Union([Type.String(), Type.Null()], { description: "The logo's address; null: the built-in mark" }),
  primary_color: Type.Union([Type.String(), Type.Null()], { description: "#rrggbb; null: the built-in colour" }),
  support_email: Type.Union([Type.String(), Type.Null()]),
  terms_url: Type.Union([Type.String(), Type.Null()], { description: "null: the built-in terms page" }),
  privacy_url: Type.Union([Type.String(), Type.Null()], { description: "null: the built-in privacy page" }),
});

/** GET /brand: how this instance presents itself (docs/configuration.md, White-label). */
export const brandRoutes: RouteModule = (app, ctx) => {
  const brand = publicBrand(ctx.config.brand);
  app.get(
    "/brand",
    {
      schema: {
        tags: ["brand"],
        summary: "The instance's name, logo, colour, support address and legal pages",
        response: { 200: BrandSchema },
      },
    },
    async () => brand,
  );
};
