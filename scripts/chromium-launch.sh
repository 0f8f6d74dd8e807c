#!/bin/bash
# Starts the browser in $CHROMIUM_PATH (scripts/chromium.mjs sets it) with each feature switch
# given once. Chromium keeps only the last --disable-features (and --enable-features) on its
# command line, so a list added after Playwright's own would silently replace it (and turn back
# on, for one, the paint holding Playwright keeps off): every list given is joined into one.
set -euo pipefail
: "${CHROMIUM_PATH:?the browser to start (scripts/chromium.mjs sets it)}"
args=() disabled=() enabled=()
for arg in "$@"; do
  case $arg in
    --disable-features=?*) disabled+=("${arg#*=}") ;;
    --enable-features=?*) enabled+=("${arg#*=}") ;;
    --disable-features= | --enable-features=) ;;
    *) args+=("$arg") ;;
  esac
done
IFS=,
if [[ ${#disabled[@]} -gt 0 ]]; then args+=("--disable-features=${disabled[*]}"); fi
if [[ ${#enabled[@]} -gt 0 ]]; then args+=("--enable-features=${enabled[*]}"); fi
exec "$CHROMIUM_PATH" "${args[@]}"
