// Gatsby's loader is a global in the browser; tests get a stub.
global.___loader = {
  enqueue: jest.fn(),
};

// react-dom/server's browser build (used to test hydration) needs these; jsdom lacks them.
const { TextEncoder, TextDecoder } = require("node:util");
Object.assign(global, { TextEncoder, TextDecoder });
