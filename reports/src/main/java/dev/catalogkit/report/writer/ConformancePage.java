package dev.catalogkit.report.writer;

import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.JudgedOn;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A server's implementation report in Markdown, as {@code docs/conformance/} holds one per real
 * peer: the verdict, the requirements by outcome, those not met, why the rest were not judged, and
 * the capability matrix. It leaves out the target, run ID, times and the kit's version, so the page
 * changes only when a verdict or a capability does.
 */
public final class ConformancePage {

  private ConformancePage() {}

  /**
   * @param title the server and its version, e.g. {@code Apache Iceberg REST fixture 1.11.0}
   * @param regenerate the command that writes the page again, for its header
   */
  public static String render(String title, String regenerate, RunReport report) {
    StringBuilder out = new StringBuilder();
    out.append("# ").append(title).append("\n\n");
    out.append("<!-- Written by the kit's peer tests; do not edit. Regenerate with: ")
        .append(regenerate)
        .append(" -->\n\n");
    out.append("Profile `")
        .append(report.run().profile())
        .append("`, ")
        .append(cell(report.run().spec()))
        .append(".\n\n**Verdict: ")
        .append(report.verdict())
        .append("** (exit code ")
        .append(report.exitCode())
        .append("); judged ")
        .append(report.judgedCount())
        .append(" of ")
        .append(report.requirements().size())
        .append(" requirements.\n\n");
    summary(report, out);
    notMet(report, out);
    notJudged(report, out);
    matrix(report.capabilities(), out);
    return out.toString();
  }

  private static void summary(RunReport report, StringBuilder out) {
    out.append("## Verdicts\n\n| Outcome | Requirements |\n| --- | ---: |\n");
    Map<Outcome, Integer> counts = report.requirementCounts();
    for (Outcome outcome : ReportOrder.DISPLAY) {
      if (counts.get(outcome) > 0) {
        out.append("| ").append(outcome).append(" | ").append(counts.get(outcome)).append(" |\n");
      }
    }
    out.append('\n');
  }

  private static void notMet(RunReport report, StringBuilder out) {
    List<RequirementVerdict> problems = ProblemList.problems(report);
    if (problems.isEmpty()) {
      return;
    }
    out.append("### Requirements not met\n\n| Requirement | Level | Outcome | Title |\n")
        .append("| --- | --- | --- | --- |\n");
    for (RequirementVerdict verdict : problems) {
      out.append("| `")
          .append(verdict.requirement().id())
          .append("` | ")
          .append(verdict.requirement().level())
          .append(" | ")
          .append(verdict.outcome())
          .append(" | ")
          .append(cell(verdict.requirement().title()))
          .append(verdict.causedBy() == null ? "" : " (same cause as `" + verdict.causedBy() + "`)")
          .append(" |\n");
    }
    out.append('\n');
  }

  private static void notJudged(RunReport report, StringBuilder out) {
    if (report.notJudged().isEmpty()) {
      return;
    }
    out.append("### Not judged\n\n");
    report
        .notJudged()
        .forEach(
            (why, verdicts) ->
                out.append("- ")
                    .append(cell(why.meaning()))
                    .append(": ")
                    .append(
                        String.join(
                            ", ",
                            verdicts.stream()
                                .map(v -> "`" + v.requirement().id() + "`")
                                .sorted()
                                .toList()))
                    .append('\n'));
    out.append('\n');
  }

  private static void matrix(CapabilityMatrix matrix, StringBuilder out) {
    out.append("## Capability matrix\n\n")
        .append(CapabilityText.headline(matrix))
        .append("\n\n| Operation | Method and path | Advertised | Served |")
        .append(" Requirements judged on it |\n| --- | --- | --- | --- | --- |\n");
    for (OperationCapability operation : matrix.operations()) {
      out.append("| `")
          .append(operation.operationId())
          .append("` | `")
          .append(operation.method())
          .append(' ')
          .append(operation.path())
          .append("` | ")
          .append(CapabilityText.advertised(matrix, operation))
          .append(" | ")
          .append(CapabilityText.served(operation))
          .append(" | ")
          .append(judged(operation))
          .append(" |\n");
    }
  }

  /** {@code 12 PASS; FAIL: `ID`, `ID`; WARN: `ID`}: passes counted, the rest named. */
  private static String judged(OperationCapability operation) {
    Map<Outcome, List<String>> byOutcome = new TreeMap<>();
    for (JudgedOn judged : operation.requirements()) {
      byOutcome
          .computeIfAbsent(judged.outcome(), outcome -> new ArrayList<>())
          .add(judged.requirementId());
    }
    List<String> parts = new ArrayList<>();
    for (Outcome outcome : ReportOrder.DISPLAY) {
      List<String> ids = byOutcome.get(outcome);
      if (ids == null) {
        continue;
      }
      parts.add(
          outcome == Outcome.PASS
              ? ids.size() + " PASS"
              : outcome
                  + ": "
                  + String.join(", ", ids.stream().map(id -> "`" + id + "`").toList()));
    }
    return parts.isEmpty() ? "\u2014" : String.join("; ", parts);
  }

  /** Text for a table cell: no line breaks, pipes escaped. */
  private static String cell(String text) {
    return text.replaceAll("\\s+", " ").replace("|", "\\|");
  }
}
