package dev.catalogkit.report;

/**
 * Why a check did not pass, as a small report: what the requirement expected, what came back, and a
 * one-line hint for the server's developers. No stack trace of kit internals.
 *
 * @param explainedBy the requirement whose violation, where the run finds one, is what this check
 *     saw (an earlier version gone is the retention rule's finding, not the version-id rule's);
 *     null when the observation is this check's own whatever else fails
 */
public record Failure(
    String message, String expected, String actual, String hint, String explainedBy) {

  /** A failure that is its requirement's own, whatever else the run finds. */
  public Failure(String message, String expected, String actual, String hint) {
    this(message, expected, actual, hint, null);
  }
}
