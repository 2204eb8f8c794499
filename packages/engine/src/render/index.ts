export { renderPage, type RenderOptions } from "./render-page.js";
export { renderDebugImage, type DebugImage } from "./debug-image.js";
