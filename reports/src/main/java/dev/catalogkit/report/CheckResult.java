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
