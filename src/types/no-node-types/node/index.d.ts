// Stands in for @types/node in the browser project (tsconfig.browser.json names this folder its
// `typeRoots`). Gatsby's own declarations reference Node's types (through sharp, express and
// undici); resolved here instead, they add nothing, so a browser module that imports `node:fs`
// or reads `process` fails to type-check. What those declarations lose is typed `any`, in
// Gatsby's internals only (skipLibCheck).
export {};
