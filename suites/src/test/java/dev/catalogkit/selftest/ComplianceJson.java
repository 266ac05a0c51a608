package dev.catalogkit.selftest;

/** What the tests compare of two {@code compliance.json} documents. */
public final class ComplianceJson {

  private static final String RUN_OBJECT = "\n  \"run\": {";

  private ComplianceJson() {}

  /** The document up to its trailing {@code run} object, which alone may differ between runs. */
  public static String outsideRun(String json) {
    return json.substring(0, json.indexOf(RUN_OBJECT));
  }
}
