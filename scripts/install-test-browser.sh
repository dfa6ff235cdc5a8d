#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when no Chromium is found.
# Playwright's own browser download is not used: Debian's package works offline-friendly machines.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then
  echo "Using CHROMIUM_PATH=${CHROMIUM_PATH}"
  exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -x "$candidate" ]; then
    echo "Chromium found: $candidate"
    exit 0
  fi
done

if ! command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found and no apt-get here. Install Chromium or Chrome and set CHROMIUM_PATH." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium for the browser tests…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
echo "Chromium installed: $(/usr/bin/chromium --version)"
