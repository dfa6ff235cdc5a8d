// Gatsby's loader is a global in the browser; tests get a stub.
global.___loader = {
  enqueue: jest.fn(),
};
