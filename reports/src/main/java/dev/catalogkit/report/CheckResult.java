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
    long durationMillis) {

  public CheckResult {
    exchanges = List.copyOf(exchanges);
  }

  /** The same check, its violation accepted by a waiver for this reason. */
  public CheckResult waived(String why) {
    return new CheckResult(
        id, name, area, requirementId, Outcome.WAIVED, why, failure, exchanges, durationMillis);
  }
}
