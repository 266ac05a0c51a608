package dev.catalogkit.report.writer;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Requirement;
import java.util.Map;
import java.util.TreeMap;

/**
 * A check that did not pass, as a small plain-text report: the requirement, its source and what in
 * it binds the server (a MUST's obligation), expected vs actual, the hint or reason, how to
 * reproduce it (the re-run line and a curl script), and each exchange as evidence in the style of
 * {@code curl -v}, in the order sent with the decisive one marked. Hidden characters of
 * server-provided text are shown as {@code \}{@code uXXXX}.
 */
final class FailureText {

  private FailureText() {}

  static String of(CheckResult check, RunReport report) {
    StringBuilder out = new StringBuilder();
    RequirementVerdict verdict = report.findRequirement(check.requirementId()).orElse(null);
    if (verdict != null) {
      Requirement requirement = verdict.requirement();
      line(out, "Requirement", requirement.displayName());
      line(out, "Source", requirement.source().cite());
      line(out, "See", requirement.source().url());
      line(out, "Obligation", requirement.obligation());
      line(out, "Reading", requirement.reading());
      line(out, "How to fix", requirement.hint());
    } else {
      line(out, "Requirement", check.requirementId());
    }
    line(out, "Check", check.id());
    line(out, "Outcome", check.outcome().name());
    Failure failure = check.failure();
    if (failure != null) {
      line(out, "Message", failure.message());
      line(out, "Expected", failure.expected());
      line(out, "Actual", failure.actual());
      line(out, "Hint", failure.hint());
    }
    line(out, "Reason", check.reason());
    line(out, "Run alone", check.confirmation() == null ? null : check.confirmation().note());
    if (Repro.wanted(check)) {
      line(out, "Re-run", Repro.rerun(report, check));
      String curl = Repro.curl(check, report.run().runId(), true);
      if (curl != null) {
        out.append("Reproduce (bash):\n").append(Markup.plain(curl));
      }
    }
    int count = check.exchanges().size();
    for (int i = 0; i < count; i++) {
      exchange(out, check.exchanges().get(i), i + 1, count);
    }
    return out.toString();
  }

  /** One exchange as evidence, in the same form as within {@link #of}. */
  static String exchange(ExchangeRecord exchange, int index, int count) {
    StringBuilder out = new StringBuilder();
    exchange(out, exchange, index, count);
    return out.toString();
  }

  private static void exchange(StringBuilder out, ExchangeRecord exchange, int index, int count) {
    out.append("\n--- exchange ").append(index).append('/').append(count);
    out.append(roleLabel(exchange));
    if (exchange.operation() != null) {
      out.append(": ").append(Markup.plain(exchange.operation()));
    }
    if (exchange.fixture() != null) {
      out.append(" (fixture ").append(Markup.plain(exchange.fixture())).append(')');
    }
    out.append('\n');
    out.append("> ")
        .append(Markup.plain(exchange.method()))
        .append(' ')
        .append(Markup.plain(exchange.url()))
        .append('\n');
    headers(out, "> ", exchange.requestHeaders());
    body(out, "request body", exchange.requestBody(), false);
    if (exchange.status() == null) {
      line(out, "No response", exchange.transportError());
      return;
    }
    out.append("< HTTP ").append(exchange.status()).append('\n');
    headers(out, "< ", exchange.responseHeaders());
    body(out, "response body", exchange.responseBody(), exchange.responseBodyTruncated());
    if (!exchange.schemaViolations().isEmpty()) {
      out.append("schema violations:\n");
      exchange.schemaViolations().stream()
          .sorted()
          .forEach(violation -> out.append("  ").append(Markup.plain(violation)).append('\n'));
    }
    line(out, "Transport error", exchange.transportError());
  }

  /** {@code " (decisive)"}, {@code " (run set-up)"}, or nothing for an ordinary step. */
  static String roleLabel(ExchangeRecord exchange) {
    return switch (exchange.role()) {
      case DECISIVE -> " (decisive)";
      case RUN_SETUP -> " (run set-up)";
      case STEP -> "";
    };
  }

  private static void headers(StringBuilder out, String prefix, Map<String, String> headers) {
    new TreeMap<>(headers)
        .forEach(
            (name, value) ->
                out.append(prefix)
                    .append(Markup.plain(name))
                    .append(": ")
                    .append(Markup.plain(value))
                    .append('\n'));
  }

  private static void body(StringBuilder out, String label, String body, boolean truncated) {
    if (body == null || body.isEmpty()) {
      return;
    }
    out.append('(').append(label).append(truncated ? ", truncated by the kit" : "").append(")\n");
    out.append(Markup.plain(body));
    if (!body.endsWith("\n")) {
      out.append('\n');
    }
    if (truncated) {
      out.append("[... truncated]\n");
    }
  }

  private static void line(StringBuilder out, String label, String value) {
    if (value != null && !value.isEmpty()) {
      out.append(label).append(": ").append(Markup.plain(value)).append('\n');
    }
  }

  /** What the run did not judge, one line per reason: {@code meaning: ID, ID}. */
  static String notJudged(RunReport report) {
    StringBuilder lines = new StringBuilder();
    report
        .notJudged()
        .forEach(
            (why, verdicts) ->
                lines
                    .append(why.meaning())
                    .append(": ")
                    .append(
                        String.join(
                            ", ", verdicts.stream().map(v -> v.requirement().id()).toList()))
                    .append('\n'));
    return lines.toString();
  }
}
