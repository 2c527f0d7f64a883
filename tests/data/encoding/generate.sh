#!/bin/sh
# Makes the encoded test files of this folder from their UTF-8 originals (botvinnik-utf8.pdn,
# players-utf8.csv, ../trf/five-players.trf) with iconv and printf; see tests/data/README.md.
set -eu
cd "$(dirname "$0")"
bom_le() { printf '\377\376'; }
bom_be() { printf '\376\377'; }
iconv -f UTF-8 -t WINDOWS-1251 botvinnik-utf8.pdn >botvinnik-cp1251.pdn
{ bom_le; iconv -f UTF-8 -t UTF-16LE botvinnik-utf8.pdn; } >botvinnik-utf16le-bom.pdn
{ printf '\357\273\277'; cat players-utf8.csv; } >players-utf8-bom.csv
iconv -f UTF-8 -t WINDOWS-1251 players-utf8.csv >players-cp1251.csv
iconv -f UTF-8 -t UTF-16LE players-utf8.csv >players-utf16le.csv
{ bom_be; iconv -f UTF-8 -t UTF-16BE players-utf8.csv; } >players-utf16be-bom.csv
{ bom_le; iconv -f UTF-8 -t UTF-16LE ../trf/five-players.trf; } >five-players-utf16le-bom.trf
# Latin-1, not Cyrillic: "Müller" has the byte 0xFC at offset 13 (line 2, column 2).
printf 'name;rating\nM\374ller;1800\n' >latin1.csv
# Every byte of Windows-1251 from 0x80 to 0xFF but the undefined 0x98, and its UTF-8.
printf '%b' "$(printf '\\%03o' $(seq 128 151) $(seq 153 255))" >windows-1251-table.txt
iconv -f WINDOWS-1251 -t UTF-8 windows-1251-table.txt >windows-1251-table-utf8.txt
