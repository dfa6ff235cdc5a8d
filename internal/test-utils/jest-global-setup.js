// Every test writes its temporary files into one folder for the run, which jest-global-teardown.js
// removes when the run ends: the tests make hundreds of folders (fixture sites, data files,
// _headers files) and would otherwise leave them all behind in /tmp. os.tmpdir() reads TMPDIR,
// and Jest's workers, and the processes the tests start, inherit it.
const { mkdtempSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");

module.exports = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-tests-"));
  process.env.SITE_TESTS_TMPDIR = dir;
  process.env.TMPDIR = dir;
};
