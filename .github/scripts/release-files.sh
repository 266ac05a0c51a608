#!/usr/bin/env bash
# The files a release attaches (.github/workflows/release.yml), in DIR (default dist/): the
# executable jar, its SHA-256 (`sha256sum --check` format) and LICENSE. Run after `mvn package`;
# the tag (TAG, e.g. v0.1.0) must be the pom's version with a v, so the jar says what it is.
set -euo pipefail
cd "$(dirname "$0")/../.."

tag="${TAG:?TAG, the release tag (v0.1.0)}"
dir="${1:-dist}"
# (Maven 3.9 prints colour resets even in batch mode: strip them)
version="$(mvn -B -q help:evaluate -Dexpression=project.version -DforceStdout | sed 's/\x1b\[[0-9;]*m//g')"
if [[ "v$version" != "$tag" ]]; then
  echo "the tag $tag is not the pom's version v$version: set the version, then tag" >&2
  exit 1
fi
mkdir -p "$dir"
cp suites/target/catalog-conformance-kit.jar LICENSE "$dir/"
(cd "$dir" && sha256sum catalog-conformance-kit.jar > catalog-conformance-kit.jar.sha256)
# the jar runs and says its version
java -jar "$dir/catalog-conformance-kit.jar" --version | grep -qx "catalog-conformance-kit $version"
cat "$dir/catalog-conformance-kit.jar.sha256"
