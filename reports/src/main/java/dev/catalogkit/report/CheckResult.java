package dev.catalogkit.report;

import java.util.List;

/**
 * The outcome of one check (one test invocation).
 *
 * @param id stable identity of the check: suite, method and invocation, free of run IDs
 * @param name display name, built from the requirement catalogue
 * @param reason why the check was not applicable or not verified, or what broke (ERROR)
 * @param failure set when the requirement was violated (FAIL, WARN or NOTICE)
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
}
