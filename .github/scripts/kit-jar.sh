#!/usr/bin/env bash
# The kit's executable jar for the GitHub Action (action.yml): a released jar, checked against the
# SHA-256 the release lists, or, where no release is named (the action used at a branch or a
# commit), the jar built from the action's own source. Writes `jar=PATH` to $GITHUB_OUTPUT.
#
# KIT_VERSION        a release tag (v0.1.0); empty: ACTION_REF when it is a tag, else build
# ACTION_REF         the ref the action was used at (github.action_ref)
# ACTION_REPOSITORY  owner/name of the action (github.action_repository)
# ACTION_PATH        the action's checkout (github.action_path)
# KIT_DOWNLOAD_BASE  where releases are downloaded from (default: the repository's GitHub releases)
set -euo pipefail

version="${KIT_VERSION:-}"
if [[ -z "$version" && "${ACTION_REF:-}" =~ ^v[0-9] ]]; then
  version="$ACTION_REF"
fi
dir="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/catalog-conformance-kit"
mkdir -p "$dir"
jar="$dir/catalog-conformance-kit.jar"

if [[ -n "$version" ]]; then
  base="${KIT_DOWNLOAD_BASE:-https://github.com/${ACTION_REPOSITORY}/releases/download}/$version"
  for file in catalog-conformance-kit.jar catalog-conformance-kit.jar.sha256; do
    curl -fsSL --retry 3 -o "$dir/$file" "$base/$file"
  done
  # the checksum file names the jar relative to its own folder
  (cd "$dir" && sha256sum --check --strict catalog-conformance-kit.jar.sha256)
  echo "catalog-conformance-kit $version from $base"
else
  mvn -B -q -f "$ACTION_PATH/pom.xml" -pl suites -am -DskipTests package
  cp "$ACTION_PATH/suites/target/catalog-conformance-kit.jar" "$jar"
  echo "catalog-conformance-kit built from $ACTION_PATH"
fi
echo "jar=$jar" >> "${GITHUB_OUTPUT:-/dev/null}"
