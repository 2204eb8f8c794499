export { TEMPLATE_LIMITS, templateFromBody } from "./template-input.js";
export { ensureTemplateRoom, updateTemplateWithinRoom } from "./template-room.js";
export {
  countTemplates,
  deleteTemplate,
  ensureNameFree,
  findTemplate,
  insertTemplate,
  isTemplateId,
  listTemplates,
  updateTemplate,
  type StoredTemplate,
} from "./templates-repository.js";
