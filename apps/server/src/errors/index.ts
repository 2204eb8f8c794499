export { AppError, type ErrorBody } from "./app-error.js";
export { errors } from "./errors.js";
export { installErrorHandler, routeNotFoundBody } from "./error-handler.js";
