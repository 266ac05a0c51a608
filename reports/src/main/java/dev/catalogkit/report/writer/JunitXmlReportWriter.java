package dev.catalogkit.report.writer;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code junit.xml} in the de-facto Ant/Surefire layout that Jenkins, GitLab and GitHub read: one
 * {@code <testsuite>} per area, one {@code <testcase>} per check (classname = area, name = check
 * name). FAIL becomes {@code <failure>}, ERROR {@code <error>}, NOT_APPLICABLE and NOT_VERIFIED
 * {@code <skipped>}.
 *
 * <p>A last {@code <testsuite name="run">} holds one testcase for the run as a whole ("verdict …:
 * judged N of M requirements"); it fails when the run is INCOMPLETE, so CI never shows a partial
 * run as green.
 *
 * <p>WARN and NOTICE are recorded as passing testcases with a {@code <system-out>} line {@code WARN
 * ICE-…: …}: a SHOULD or MAY violation does not fail a run (exit code 0), and CI servers turn any
 * {@code <failure>} into a red build, so reporting them as failures would contradict the verdict.
 * Under {@code --fail-on warn} a WARN fails the run, and is a {@code <failure>} here too. A WAIVED
 * check (a failure a waiver accepts) is {@code <skipped>} with the waiver's reason, its evidence
 * and repro in {@code <system-out>}. Every failure text carries the re-run line and a curl script.
 *
 * <p>Server-provided text is escaped, and characters illegal in XML 1.0 (NUL, ESC, lone surrogates,
 * …) are written as {@code \}{@code uXXXX} text, so the file always parses.
 */
public final class JunitXmlReportWriter implements ReportWriter {

  public static final String FILE_NAME = "junit.xml";

  /** Long messages are cut in the attribute; the element text always carries everything. */
  private static final int MESSAGE_LIMIT = 1000;

  @Override
  public String fileName() {
    return FILE_NAME;
  }

  @Override
  public String render(RunReport report) {
    Map<String, List<CheckResult>> byArea = new TreeMap<>();
    for (CheckResult check : ReportOrder.checks(report)) {
      String area = check.area() == null ? "(no area)" : check.area();
      byArea.computeIfAbsent(area, key -> new ArrayList<>()).add(check);
    }
    StringBuilder xml = new StringBuilder();
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    xml.append(
        "<!-- WARN (SHOULD) and NOTICE (MAY) violations do not fail a run: they are passing"
            + " testcases with a system-out line. -->\n");
    boolean incomplete = incompleteFailsTheGate(report);
    xml.append("<testsuites");
    attribute(xml, "name", "Catalog Conformance Kit");
    attribute(xml, "tests", Integer.toString(report.checks().size() + 1));
    boolean gateFails = gateFailsBeyondChecks(report);
    attribute(
        xml,
        "failures",
        Long.toString(failures(report, report.checks()) + (incomplete || gateFails ? 1 : 0)));
    attribute(xml, "errors", Long.toString(count(report.checks(), Outcome.ERROR)));
    attribute(xml, "skipped", Long.toString(skipped(report.checks())));
    attribute(xml, "time", seconds(report.run().durationMillis()));
    xml.append(">\n");
    for (Map.Entry<String, List<CheckResult>> area : byArea.entrySet()) {
      suite(xml, report, area.getKey(), area.getValue());
    }
    coverage(xml, report, incomplete, gateFails);
    xml.append("</testsuites>\n");
    return xml.toString();
  }

  /** An INCOMPLETE run exits non-zero unless accepted, so CI must see it fail too. */
  private static boolean incompleteFailsTheGate(RunReport report) {
    return report.gateVerdict() == RunVerdict.INCOMPLETE && report.exitCode() != 0;
  }

  /** The run fails although no check is a failure: only waivers at fault fail it. */
  private static boolean gateFailsBeyondChecks(RunReport report) {
    return report.gateVerdict() == RunVerdict.FAIL && failures(report, report.checks()) == 0;
  }

  /**
   * One testcase for the run as a whole: how much it judged, and the waivers to review. It fails
   * when the run is INCOMPLETE (and the gate does not accept that), or fails only for its waivers
   * ({@code --strict-waivers}), so a CI server never shows such a run as green.
   */
  private static void coverage(
      StringBuilder xml, RunReport report, boolean incomplete, boolean gateFails) {
    String summary =
        "verdict "
            + report.verdict()
            + ": judged "
            + report.judgedCount()
            + " of "
            + report.requirements().size()
            + " requirements";
    StringBuilder notJudged = new StringBuilder(FailureText.notJudged(report));
    // the findings are testcases of the suite "exploration"; how far it went is said here
    report
        .explorationLine()
        .ifPresent(line -> notJudged.append("exploration ").append(line).append('\n'));
    report
        .waiverProblems()
        .forEach(
            p ->
                notJudged
                    .append("waiver ")
                    .append(p.waiver().target())
                    .append(' ')
                    .append(p.problem())
                    .append('\n'));
    xml.append("  <testsuite");
    attribute(xml, "name", "run");
    attribute(xml, "tests", "1");
    attribute(xml, "failures", incomplete || gateFails ? "1" : "0");
    attribute(xml, "errors", "0");
    attribute(xml, "skipped", "0");
    attribute(xml, "time", seconds(report.run().durationMillis()));
    xml.append(">\n    <testcase");
    attribute(xml, "classname", "run");
    attribute(xml, "name", summary);
    attribute(xml, "time", seconds(report.run().durationMillis()));
    xml.append(">\n");
    if (incomplete || gateFails) {
      xml.append("      <failure");
      attribute(
          xml,
          "message",
          limit(
              summary
                  + (incomplete
                      ? " (the run judged less than it had to)"
                      : " (--strict-waivers: waivers to review)")));
      attribute(xml, "type", report.verdict().name());
      xml.append('>').append(Markup.xmlText(notJudged.toString())).append("</failure>\n");
    } else {
      xml.append("      <system-out>")
          .append(Markup.xmlText(summary + "\n" + notJudged))
          .append("</system-out>\n");
    }
    xml.append("    </testcase>\n  </testsuite>\n");
  }

  private static void suite(
      StringBuilder xml, RunReport report, String area, List<CheckResult> checks) {
    xml.append("  <testsuite");
    attribute(xml, "name", area);
    counts(xml, report, checks);
    attribute(xml, "time", seconds(checks.stream().mapToLong(CheckResult::durationMillis).sum()));
    xml.append(">\n");
    properties(xml, report);
    for (CheckResult check : checks) {
      testcase(xml, report, area, check);
    }
    xml.append("  </testsuite>\n");
  }

  private static void properties(StringBuilder xml, RunReport report) {
    RunInfo run = report.run();
    xml.append("    <properties>\n");
    property(xml, "kitVersion", run.kitVersion());
    property(xml, "profile", run.profile());
    property(xml, "spec", run.spec());
    property(xml, "target", run.target());
    property(xml, "runId", run.runId());
    property(xml, "startedAt", run.startedAt());
    property(xml, "verdict", report.verdict().name());
    property(xml, "judged", report.judgedCount() + " of " + report.requirements().size());
    new TreeMap<>(run.configuration())
        .forEach((key, value) -> property(xml, "configuration." + key, value));
    xml.append("    </properties>\n");
  }

  private static void property(StringBuilder xml, String name, String value) {
    xml.append("      <property");
    attribute(xml, "name", name);
    attribute(xml, "value", value);
    xml.append("/>\n");
  }

  private static void testcase(
      StringBuilder xml, RunReport report, String area, CheckResult check) {
    xml.append("    <testcase");
    attribute(xml, "classname", area);
    attribute(xml, "name", check.name());
    attribute(xml, "time", seconds(check.durationMillis()));
    Outcome outcome = check.outcome();
    if (outcome == Outcome.PASS) {
      xml.append("/>\n");
      return;
    }
    xml.append(">\n");
    if (failsTheGate(report, check)) {
      problem(xml, "failure", failureMessage(check), check, report);
      xml.append("    </testcase>\n");
      return;
    }
    switch (outcome) {
      case ERROR -> problem(xml, "error", errorMessage(check), check, report);
      case NOT_APPLICABLE, NOT_VERIFIED -> {
        xml.append("      <skipped");
        attribute(xml, "message", limit(outcome + ": " + nonNull(check.reason())));
        xml.append("/>\n");
      }
      case WAIVED -> {
        xml.append("      <skipped");
        attribute(xml, "message", limit(outcome + " " + failureMessage(check)));
        xml.append("/>\n      <system-out>");
        xml.append(Markup.xmlText(FailureText.of(check, report)));
        xml.append("</system-out>\n");
      }
      case WARN, NOTICE, FLAKY, FAIL -> { // a FAIL here is known under --fail-on new
        xml.append("      <system-out>");
        xml.append(Markup.xmlText(outcome + " " + failureMessage(check)));
        xml.append("\n\n").append(Markup.xmlText(FailureText.of(check, report)));
        xml.append("</system-out>\n");
      }
      default -> throw new IllegalStateException("unhandled outcome " + outcome);
    }
    xml.append("    </testcase>\n");
  }

  private static void problem(
      StringBuilder xml, String element, String message, CheckResult check, RunReport report) {
    xml.append("      <").append(element);
    attribute(xml, "message", limit(message));
    attribute(xml, "type", check.outcome().name());
    xml.append('>');
    xml.append(Markup.xmlText(FailureText.of(check, report)));
    xml.append("</").append(element).append(">\n");
  }

  /** {@code ICE-…: message; expected: …; actual: …}. */
  private static String failureMessage(CheckResult check) {
    StringBuilder message = new StringBuilder(nonNull(check.requirementId())).append(':');
    Failure failure = check.failure();
    if (failure == null) {
      return message.append(' ').append(nonNull(check.reason())).toString();
    }
    if (failure.message() != null) {
      message.append(' ').append(failure.message()).append(';');
    }
    message.append(" expected: ").append(nonNull(failure.expected()));
    message.append("; actual: ").append(nonNull(failure.actual()));
    return message.toString();
  }

  private static String errorMessage(CheckResult check) {
    String reason = check.reason();
    if (reason == null && check.failure() != null) {
      reason = check.failure().message();
    }
    return nonNull(check.requirementId()) + ": " + nonNull(reason);
  }

  /** FAIL and a FLAKY MUST always; WARN too when the run's policy fails on it. */
  private static boolean failsTheGate(RunReport report, CheckResult check) {
    return report.failsTheGate(check);
  }

  private static long failures(RunReport report, List<CheckResult> checks) {
    return checks.stream().filter(check -> failsTheGate(report, check)).count();
  }

  private static void counts(StringBuilder xml, RunReport report, List<CheckResult> checks) {
    attribute(xml, "tests", Integer.toString(checks.size()));
    attribute(xml, "failures", Long.toString(failures(report, checks)));
    attribute(xml, "errors", Long.toString(count(checks, Outcome.ERROR)));
    attribute(xml, "skipped", Long.toString(skipped(checks)));
  }

  private static long skipped(List<CheckResult> checks) {
    return count(checks, Outcome.NOT_APPLICABLE)
        + count(checks, Outcome.NOT_VERIFIED)
        + count(checks, Outcome.WAIVED);
  }

  private static long count(List<CheckResult> checks, Outcome outcome) {
    return checks.stream().filter(check -> check.outcome() == outcome).count();
  }

  private static void attribute(StringBuilder xml, String name, String value) {
    xml.append(' ').append(name).append("=\"").append(Markup.xmlAttribute(value)).append('"');
  }

  private static String seconds(long millis) {
    return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
  }

  private static String limit(String message) {
    return message.length() <= MESSAGE_LIMIT
        ? message
        : message.substring(0, MESSAGE_LIMIT) + " [... see the element text]";
  }

  private static String nonNull(String text) {
    return text == null ? "" : text;
  }
}
