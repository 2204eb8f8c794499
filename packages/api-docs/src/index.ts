export type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
} from "./openapi-types.js";
export { operationsByTag, propertiesOf, schemaLabel, type DocumentedOperation } from "./operations.js";
export { codeExamples, TOKEN_PLACEHOLDER, type CodeExamples, type ExampleInput } from "./code-examples.js";
