package dev.catalogkit.report.writer;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.util.Comparator;
import java.util.List;

/**
 * The order every report lists things in, whatever order the run finished them in: requirements and
 * checks by ID (plain string order), so two runs of parallel checks diff cleanly.
 */
final class ReportOrder {

  private static final Comparator<String> BY_TEXT =
      Comparator.nullsFirst(Comparator.naturalOrder());

  /**
   * Outcome columns and rows, as people read them: pass, the three violations, the flaky ones, the
   * waived ones, skips, error.
   */
  static final List<Outcome> DISPLAY =
      List.of(
          Outcome.PASS,
          Outcome.FAIL,
          Outcome.WARN,
          Outcome.NOTICE,
          Outcome.FLAKY,
          Outcome.WAIVED,
          Outcome.NOT_APPLICABLE,
          Outcome.NOT_VERIFIED,
          Outcome.ERROR);

  private ReportOrder() {}

  static List<RequirementVerdict> requirements(RunReport report) {
    return report.requirements().stream()
        .sorted(Comparator.comparing(verdict -> verdict.requirement().id(), BY_TEXT))
        .toList();
  }

  static List<CheckResult> checks(RunReport report) {
    return report.checks().stream()
        .sorted(
            Comparator.comparing(CheckResult::id, BY_TEXT)
                .thenComparing(CheckResult::name, BY_TEXT))
        .toList();
  }
}
