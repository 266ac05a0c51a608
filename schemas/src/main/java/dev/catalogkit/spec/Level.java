package dev.catalogkit.spec;

/** RFC 2119 strength of a requirement; decides how a violation is reported. */
public enum Level {
  MUST,
  SHOULD,
  MAY
}
