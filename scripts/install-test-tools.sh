#!/usr/bin/env bash
# Installs what the tests need besides npm's packages, where it is missing: Debian's Chromium and
# its headless shell, which the browser tests run in (Playwright's own browser download is not
# used), a Java runtime for the W3C Nu HTML checker (vnu-jar), and openssl. Elsewhere, install
# Chromium or Chrome (and set CHROMIUM_PATH), Java and openssl. First, the Observatory's scanner
# (e2e/observatory/, its own lock file), without its install scripts (e2e/support/observatory.ts).
set -euo pipefail

npm ci --ignore-scripts --no-audit --no-fund --loglevel=error --prefix "$(dirname "$0")/../e2e/observatory"

packages=(chromium)
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then packages=(); fi
done
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
# openssl makes the certificate of the HTTPS front the Observatory's scan goes through.
command -v openssl >/dev/null 2>&1 || packages+=(openssl)
# Without the headless shell the tests run in Chromium itself, slower; only Debian packages it.
shell_wanted=false
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ] &&
  command -v apt-get >/dev/null 2>&1; then shell_wanted=true; fi
if [ ${#packages[@]} -eq 0 ] && [ "$shell_wanted" = false ]; then
  echo "Chromium, Java and openssl are here."
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${packages[*]} and no apt-get here: install Chromium or Chrome (set CHROMIUM_PATH), Java and openssl." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
if [ "$shell_wanted" = true ] && apt-cache show chromium-headless-shell >/dev/null 2>&1; then
  packages+=(chromium-headless-shell)
fi
if [ ${#packages[@]} -eq 0 ]; then
  echo "Chromium, Java and openssl are here; this system packages no chromium-headless-shell."
  exit 0
fi
echo "Installing Debian's ${packages[*]} for the tests…"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
echo "Installed ${packages[*]}."
