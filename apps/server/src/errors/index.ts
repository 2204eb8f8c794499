export { AppError, type ErrorBody } from "./app-error.js";
export { errors } from "./errors.js";
export { answerClientError } from "./client-error.js";
export { errorHandler, frameworkErrorHandler, installErrorHandler, routeNotFoundBody } from "./error-handler.js";
