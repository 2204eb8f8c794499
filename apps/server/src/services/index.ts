export { buildServices, type Services, type BuildServicesOptions } from "./build-services.js";
