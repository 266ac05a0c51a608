package dev.catalogkit.junit;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.RunReport;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * A finished run as JUnit dynamic tests: one container per area, one test per check named as in the
 * reports, and the run's verdict last. The tests replay outcomes; they send nothing.
 */
final class DynamicChecks {

  private DynamicChecks() {}

  static Stream<DynamicNode> of(RunReport report, Path reportDir) {
    String evidence = "evidence: " + reportDir.resolve("compliance.html").toAbsolutePath();
    Map<String, List<CheckResult>> byArea =
        report.checks().stream()
            .collect(Collectors.groupingBy(CheckResult::area, TreeMap::new, Collectors.toList()));
    Stream<DynamicNode> areas =
        byArea.entrySet().stream()
            .map(
                area ->
                    DynamicContainer.dynamicContainer(
                        area.getKey(),
                        area.getValue().stream()
                            .map(
                                check ->
                                    DynamicTest.dynamicTest(
                                        check.name(), outcomeOf(report, check, evidence)))));
    return Stream.concat(areas, Stream.of(verdictOf(report, evidence)));
  }

  private static Executable outcomeOf(RunReport report, CheckResult check, String evidence) {
    return switch (check.outcome()) {
      case PASS, NOTICE -> () -> {};
      // as in junit.xml: a WARN fails under failOnWarn, a FAIL known in the baseline passes
      case WARN, FLAKY, FAIL ->
          report.failsTheGate(check)
              ? () -> {
                throw failureOf(check, evidence);
              }
              : () -> {};
      case NOT_APPLICABLE, NOT_VERIFIED, WAIVED ->
          () -> {
            throw new TestAbortedException(check.outcome() + ": " + check.reason());
          };
      case ERROR ->
          () -> {
            throw new IllegalStateException(
                "the kit could not judge " + check.requirementId() + ": " + check.reason());
          };
    };
  }

  private static AssertionFailedError failureOf(CheckResult check, String evidence) {
    Failure failure = check.failure();
    String message =
        check.requirementId()
            + " "
            + (failure == null ? check.reason() : failure.message())
            + (failure == null || failure.hint() == null ? "" : "\nhow to fix: " + failure.hint())
            + "\n"
            + evidence;
    return failure == null
        ? new AssertionFailedError(message)
        : new AssertionFailedError(message, failure.expected(), failure.actual());
  }

  private static DynamicTest verdictOf(RunReport report, String evidence) {
    String summary =
        "verdict "
            + report.verdict()
            + ": judged "
            + report.judgedCount()
            + " of "
            + report.requirements().size()
            + " requirements";
    return DynamicTest.dynamicTest(
        summary,
        () -> {
          if (report.exitCode() != 0) {
            throw new AssertionFailedError(summary + "\n" + evidence);
          }
        });
  }
}
