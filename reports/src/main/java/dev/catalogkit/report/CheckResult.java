package dev.catalogkit.report;

import java.util.List;

/**
 * The outcome of one check (one test invocation).
 *
 * @param id stable identity of the check: suite, method and invocation, free of run IDs
 * @param name display name, built from the requirement catalogue
 * @param reason why the check was not applicable or not verified, what broke (ERROR), or why its
 *     failure is waived (WAIVED)
 * @param failure set when the requirement was violated (FAIL, WARN or NOTICE, or WAIVED)
 * @param exchanges in the order they were sent, run set-up first, the decisive ones marked
 * @param confirmation how it fared run alone after the concurrent phase, or null when it passed
 *     there (or was not run again)
 */
public record CheckResult(
    String id,
    String name,
    String area,
    String requirementId,
    Outcome outcome,
    String reason,
    Failure failure,
    List<ExchangeRecord> exchanges,
    long durationMillis,
    Confirmation confirmation) {

  /** Between the requirement's display name and the case's in a parameterised check's name. */
  public static final String CASE_SEPARATOR = " \u00b7 ";

  public CheckResult {
    exchanges = List.copyOf(exchanges);
  }

  /** A check that was not run again alone. */
  public CheckResult(
      String id,
      String name,
      String area,
      String requirementId,
      Outcome outcome,
      String reason,
      Failure failure,
      List<ExchangeRecord> exchanges,
      long durationMillis) {
    this(id, name, area, requirementId, outcome, reason, failure, exchanges, durationMillis, null);
  }

  /**
   * Which case of its requirement this check is, the same in every run against every server: the
   * suite and method of its ID, and for a parameterised check the case's display name (what follows
   * {@value #CASE_SEPARATOR} in its name) instead of the invocation index, which shifts when the
   * kit adds a case.
   */
  public String caseIdentity() {
    return caseIdentity(id, name);
  }

  /** {@link #caseIdentity()} of a check with this ID and display name, e.g. read from a report. */
  public static String caseIdentity(String id, String name) {
    String method = id.replaceFirst("\\[[^\\[]*]$", "");
    int separator = name == null ? -1 : name.indexOf(CASE_SEPARATOR);
    return separator < 0
        ? method
        : method + "[" + name.substring(separator + CASE_SEPARATOR.length()) + "]";
  }

  /** The same check, its violation accepted by a waiver for this reason. */
  public CheckResult waived(String why) {
    return with(Outcome.WAIVED, why, failure, confirmation);
  }

  /** The same check, not judged after all, for this reason. */
  public CheckResult notJudged(String why) {
    return with(Outcome.NOT_VERIFIED, why, null, confirmation);
  }

  /** The same check as it fared alone: that outcome, and how it got there. */
  public CheckResult confirmedAs(Outcome alone, Confirmation how) {
    return with(alone, reason, failure, how);
  }

  private CheckResult with(Outcome other, String why, Failure shown, Confirmation how) {
    return new CheckResult(
        id, name, area, requirementId, other, why, shown, exchanges, durationMillis, how);
  }
}
