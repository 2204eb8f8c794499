import { Type } from "@fastify/type-provider-typebox";

const CountMap = (description: string) => Type.Record(Type.String(), Type.Integer(), { description });

/** Usage stats (docs/api.md, Usage), plus the dashboard's lifetime totals. */
export const UsageStatsSchema = Type.Object({
  tier: Type.String({ description: "Plan id: free, pro, business, enterprise" }),
  limits: Type.Object({
    max_file_size: Type.Integer({ description: "Bytes per uploaded file" }),
    daily_extractions: Type.Integer(),
    api_calls_per_day: Type.Integer(),
  }),
  daily_usage: Type.Object({
    extractions: Type.Integer({
      description: "Extractions today (UTC), failed ones included: what counts against the daily limit",
    }),
    api_calls: Type.Integer({ description: "API calls today (UTC)" }),
  }),
  usage_percentages: Type.Object({
    extractions: Type.Number({
      description: "Share of the daily limit used, 0-100 (may exceed 100 only if the limit was lowered)",
    }),
    api_calls: Type.Number(),
  }),
  analytics: Type.Object({
    average_confidence: Type.Number({ description: "Mean over completed extractions, 0..1; 0 when none" }),
    total_tables: Type.Integer(),
    peak_usage_hour: Type.Union([Type.Integer({ minimum: 0, maximum: 23 }), Type.Null()], {
      description: "UTC hour with most extractions; null without any",
    }),
    extraction_methods: CountMap("Tables per detector (lattice, stream, ocr-lattice, ...)"),
    file_types: CountMap("Extractions per file type"),
  }),
  totals: Type.Object({
    pdfs_processed: Type.Integer({ description: "Completed extractions" }),
    tables_found: Type.Integer(),
    rows_extracted: Type.Integer(),
    pages_processed: Type.Integer(),
  }),
});

/** One day of the usage history (docs/product.md, Screens: Analytics). */
export const UsageDaySchema = Type.Object({
  date: Type.String({ description: "YYYY-MM-DD (UTC)" }),
  extractions: Type.Integer(),
  files_processed: Type.Integer({ description: "Completed extractions" }),
  api_calls: Type.Integer(),
  total_size: Type.Integer({ description: "Bytes uploaded" }),
});
