#!/usr/bin/env bash
# Installs the Debian 12 packages Shashki Arbiter needs to build, test and run, when any is missing.
# Works as root or as a user with sudo.
set -euo pipefail

packages=(
    build-essential cmake clang-format   # compiler, build, style check
    clang libclang-rt-14-dev             # libFuzzer for the fuzz targets
    qt6-base-dev libqt6sql6-psql         # Qt 6 (desktop window, QtSql over PostgreSQL)
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools  # Qt Linguist: the Russian interface
    qt6-translations-l10n                # Qt's own Russian: OK/Cancel, file and print dialogs
    catch2 libbenchmark-dev              # the test framework (2.13), Google Benchmark
    libpq-dev postgresql                 # PostgreSQL client library and server
    xvfb xauth                           # a display for GUI tests and screenshots
    fonts-dejavu-core                    # Cyrillic glyphs for the printed reports (PDF)
    poppler-utils                        # pdftotext, pdfinfo: the PDF reports' tests
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}"
