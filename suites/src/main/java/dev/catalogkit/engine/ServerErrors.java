package dev.catalogkit.engine;

import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.report.RunHealth;
import java.util.List;
import java.util.function.Predicate;

/**
 * The run-wide count of valid requests that got a 5xx answer: set-up steps, plain creates, loads,
 * the janitor's deletes; not the robustness probe's reads, whose number depends on timing (what
 * they met is the load record's). A server that fails valid requests is told so first, before any
 * rule.
 */
final class ServerErrors {

  /** How many of them the reports show. */
  static final int SHOWN = 5;

  private ServerErrors() {}

  static RunHealth.ServerErrors of(
      List<Exchange> exchanges, Predicate<OutgoingRequest> valid, EvidenceWriter evidence) {
    List<Exchange> validOnes =
        exchanges.stream()
            .filter(Exchange::answered)
            .filter(exchange -> valid.test(exchange.request()))
            .toList();
    List<Exchange> failed = validOnes.stream().filter(Exchange::serverError).toList();
    return new RunHealth.ServerErrors(
        failed.size(),
        validOnes.size(),
        failed.stream().limit(SHOWN).map(evidence::record).toList());
  }
}
