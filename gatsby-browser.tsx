export { wrapPageElement, wrapRootElement } from "./src/wrap-element";
