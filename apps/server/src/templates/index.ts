export { TEMPLATE_LIMITS, templateFromBody } from "./template-input.js";
export {
  countTemplates,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  isTemplateId,
  listTemplates,
  updateTemplate,
  type StoredTemplate,
} from "./templates-repository.js";
