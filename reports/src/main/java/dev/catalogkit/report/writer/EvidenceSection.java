package dev.catalogkit.report.writer;

import static dev.catalogkit.report.writer.HtmlParts.badge;
import static dev.catalogkit.report.writer.HtmlParts.requirementAnchor;
import static dev.catalogkit.report.writer.Markup.html;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The evidence at the end of {@code compliance.html}: a card per check that did not pass, worst
 * first, with the exchanges its verdict rests on in full and every other exchange in one line; the
 * checks of what the server does not offer share one list with their reasons.
 */
final class EvidenceSection {

  private final RunReport report;
  private final List<CheckResult> notPassed;
  private final Map<String, String> anchorOfCheck;
  private final StringBuilder out;

  /**
   * @param notPassed the checks that did not pass, worst first
   * @param anchorOfCheck the element ID of each check's card
   */
  EvidenceSection(
      RunReport report,
      List<CheckResult> notPassed,
      Map<String, String> anchorOfCheck,
      StringBuilder out) {
    this.report = report;
    this.notPassed = notPassed;
    this.anchorOfCheck = anchorOfCheck;
    this.out = out;
  }

  /**
   * The evidence of every check that did not pass: a card each, except the checks of what the
   * server does not offer, which have no evidence but their reason and share one list.
   */
  void render() {
    out.append("<section id=\"checks\">\n<h2>Evidence: checks that did not pass (")
        .append(notPassed.size())
        .append(" of ")
        .append(report.checks().size())
        .append(")</h2>\n");
    if (notPassed.isEmpty()) {
      out.append("<p>Every check passed.</p>\n");
    }
    notPassed.stream()
        .filter(check -> check.outcome() != Outcome.NOT_APPLICABLE)
        .forEach(this::check);
    List<CheckResult> notOffered =
        notPassed.stream().filter(check -> check.outcome() == Outcome.NOT_APPLICABLE).toList();
    if (!notOffered.isEmpty()) {
      out.append("<h3>Not applicable: the server does not offer what they need (")
          .append(notOffered.size())
          .append(")</h3>\n<ul class=\"not-offered\">\n");
      for (CheckResult check : notOffered) {
        out.append("<li id=\"")
            .append(anchorOfCheck.get(check.id()))
            .append("\" data-outcome=\"")
            .append(check.outcome())
            .append("\">")
            .append(html(check.name()))
            .append("<div class=\"side\">")
            .append(html(check.reason() == null ? "" : check.reason()))
            .append("</div></li>\n");
      }
      out.append("</ul>\n");
    }
    out.append("</section>\n");
  }

  /**
   * One check's card. Its requirement's sentence and hint are in the problem entry and the
   * requirement table; here are the check's own facts, how to reproduce it, the exchanges its
   * verdict rests on in full, and every other exchange in one line.
   */
  private void check(CheckResult check) {
    out.append("<article class=\"check o-")
        .append(check.outcome())
        .append("\" id=\"")
        .append(anchorOfCheck.get(check.id()))
        .append("\" data-outcome=\"")
        .append(check.outcome())
        .append("\">\n<h3>")
        .append(badge(check.outcome()))
        .append(' ')
        .append(html(check.name()))
        .append("</h3>\n<table class=\"kv\">\n");
    row(
        "Requirement",
        "<a class=\"mono\" href=\"#"
            + requirementAnchor(String.valueOf(check.requirementId()))
            + "\">"
            + html(String.valueOf(check.requirementId()))
            + "</a>");
    row("Check", "<code>" + html(check.id()) + "</code>");
    Failure failure = check.failure();
    if (failure != null) {
      if (Exploration.AREA.equals(check.area())) {
        optionalRow("Sequence", failure.message(), true); // the shrunk steps, one a line
      } else if (failure.expected() == null) {
        optionalRow("Message", failure.message(), false);
      }
      optionalRow("Expected", failure.expected(), true);
      optionalRow("Actual", failure.actual(), true);
      optionalRow("Hint", failure.hint(), false);
    }
    optionalRow(check.outcome() == Outcome.WAIVED ? "Waived" : "Reason", check.reason(), false);
    confirmationRow(check);
    if (Repro.wanted(check)) {
      row("Re-run", "<pre>" + html(Repro.rerun(report, check)) + "</pre>");
      reproduction(check);
    }
    out.append("</table>\n");
    ExchangeRecord decisive = ProblemList.decisiveOf(check);
    List<ExchangeRecord> exchanges = check.exchanges();
    for (int i = 0; i < exchanges.size(); i++) {
      ExchangeRecord exchange = exchanges.get(i);
      if (exchange.role() == ExchangeRecord.Role.DECISIVE || exchange == decisive) {
        exchange(exchange, i + 1, exchanges.size());
      } else {
        exchangeLine(exchange, i + 1, exchanges.size());
      }
    }
    out.append("</article>\n");
  }

  /**
   * The curl script of a problem's first case; the others name where theirs is, as each is about as
   * long as the card and the first one shows the way.
   */
  private void reproduction(CheckResult check) {
    String curl = Repro.curl(check, report.run().runId(), true);
    if (curl == null) {
      return;
    }
    boolean first =
        ProblemList.casesOf(report, String.valueOf(check.requirementId())).stream()
            .findFirst()
            .filter(check::equals)
            .isPresent();
    row(
        "Reproduce (bash)",
        first
            ? "<pre class=\"repro\">" + html(curl) + "</pre>"
            : "<span class=\"side\">the curl script is <code>repro.curl</code> of this check in"
                + " compliance.json, and ends its failure text in junit.xml</span>");
  }

  /** An exchange the verdict does not rest on: one line; the curl script replays it whole. */
  private void exchangeLine(ExchangeRecord exchange, int index, int count) {
    out.append("<div class=\"step\">")
        .append(index)
        .append('/')
        .append(count)
        .append(html(FailureText.roleLabel(exchange)))
        .append(' ')
        .append(requestToAnswer(exchange))
        .append("</div>\n");
  }

  /** {@code METHOD URL → status}, the request in monospace. */
  private static String requestToAnswer(ExchangeRecord exchange) {
    return "<span class=\"mono\">"
        + html(exchange.method())
        + ' '
        + html(exchange.url())
        + "</span> \u2192 "
        + (exchange.status() != null ? exchange.status().toString() : "no response");
  }

  private void exchange(ExchangeRecord exchange, int index, int count) {
    out.append("<details open")
        .append(exchange.role() == ExchangeRecord.Role.DECISIVE ? " class=\"decisive\"" : "")
        .append(">\n<summary>Exchange ")
        .append(index)
        .append(" of ")
        .append(count)
        .append(html(FailureText.roleLabel(exchange)))
        .append(": ")
        .append(requestToAnswer(exchange))
        .append("</summary>\n<table class=\"kv\">\n");
    optionalRow("Operation", exchange.operation(), false);
    optionalRow("Fixture", exchange.fixture(), false);
    row("Request", "<pre>" + html(exchange.method() + " " + exchange.url()) + "</pre>");
    headersRow("Request headers", exchange.requestHeaders());
    optionalRow("Request body", exchange.requestBody(), true);
    if (exchange.status() != null) {
      row("Status", "<strong>" + exchange.status() + "</strong>");
      headersRow("Response headers", exchange.responseHeaders());
      if (exchange.responseBody() != null && !exchange.responseBody().isEmpty()) {
        row(
            "Response body",
            "<pre>"
                + html(exchange.responseBody())
                + "</pre>"
                + (exchange.responseBodyTruncated()
                    ? "<div class=\"trunc\">[\u2026 body truncated by the kit]</div>"
                    : ""));
      } else if (exchange.responseBodyTruncated()) {
        row("Response body", "<div class=\"trunc\">[\u2026 body truncated by the kit]</div>");
      }
    }
    optionalRow("Transport error", exchange.transportError(), false);
    if (!exchange.schemaViolations().isEmpty()) {
      StringBuilder lines = new StringBuilder();
      exchange.schemaViolations().stream()
          .sorted()
          .forEach(violation -> lines.append(html(violation)).append('\n'));
      row("Schema violations", "<pre class=\"violations\">" + lines + "</pre>");
    }
    out.append("</table>\n</details>\n");
  }

  private void headersRow(String label, Map<String, String> headers) {
    if (headers.isEmpty()) {
      return;
    }
    StringBuilder lines = new StringBuilder();
    new TreeMap<>(headers)
        .forEach(
            (name, value) ->
                lines.append(html(name)).append(": ").append(html(value)).append('\n'));
    row(label, "<pre>" + lines + "</pre>");
  }

  private void confirmationRow(CheckResult check) {
    optionalRow(
        "Run alone", check.confirmation() == null ? null : check.confirmation().note(), false);
  }

  private void optionalRow(String label, String value, boolean preformatted) {
    HtmlParts.optionalRow(out, label, value, preformatted);
  }

  private void row(String label, String valueHtml) {
    HtmlParts.row(out, label, valueHtml);
  }
}
