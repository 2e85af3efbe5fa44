# Sourced by the benchmark scripts, before they change folder. Other people's programs are taken
# by path, never built here (docs/building.md, "Other people's programs"): Knuth's binaries from
# the folder DLX_KNUTH_BIN names (made absolute here, so that a path relative to where the script
# was started still holds after its cd).
if [[ -n "${DLX_KNUTH_BIN:-}" ]]; then
  DLX_KNUTH_BIN=$(realpath -m -- "$DLX_KNUTH_BIN")
fi

# knuth_program NAME: the path of Knuth's NAME (dlx1, dlx5, dlx6, ...) in $DLX_KNUTH_BIN; nothing,
# and a note on standard error naming the variable, when it is not there.
knuth_program() {
  local name=$1
  if [[ -z "${DLX_KNUTH_BIN:-}" ]]; then
    echo "note: DLX_KNUTH_BIN is not set: Knuth's $name is skipped, dlx runs alone" \
      "(docs/building.md, \"Other people's programs\")" >&2
  elif [[ ! -x "$DLX_KNUTH_BIN/$name" ]]; then
    echo "note: DLX_KNUTH_BIN=$DLX_KNUTH_BIN has no executable $name: it is skipped," \
      "dlx runs alone" >&2
  else
    echo "$DLX_KNUTH_BIN/$name"
  fi
}
