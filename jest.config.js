// Jest set up the way Gatsby documents it: babel-preset-gatsby transforms, gatsby mocked.
/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg)$": "<rootDir>/__mocks__/file-mock.ts",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image)/)"],
  globals: { __PATH_PREFIX__: "", __SITE_SCRIPT__: "", __PAGES_WITHOUT_RUNTIME__: false },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};

module.exports = config;
