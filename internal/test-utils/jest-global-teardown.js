// Removes the run's temporary folder (jest-global-setup.js), and only that folder.
const { rmSync } = require("node:fs");

module.exports = () => {
  const dir = process.env.SITE_TESTS_TMPDIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
};
