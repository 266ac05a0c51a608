package dev.catalogkit.report.baseline;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.KnownFindings;
import dev.catalogkit.report.RunReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A run's findings against its baseline, as the reports show them: new, known, and the baseline's
 * that this run fixed (fingerprints). Sorted by fingerprint.
 */
public record Comparison(
    String source, List<Finding> newFindings, List<Finding> known, List<String> fixed) {

  public static final String NEW = "NEW";
  public static final String KNOWN = "KNOWN";

  public Comparison {
    newFindings = List.copyOf(newFindings);
    known = List.copyOf(known);
    fixed = List.copyOf(fixed);
  }

  /** The comparison of a run with a baseline; empty without one. */
  public static Optional<Comparison> of(RunReport report) {
    KnownFindings baseline = report.policy().baseline();
    if (baseline == null) {
      return Optional.empty();
    }
    ReportSnapshot current = ReportSnapshot.of(report, "this run");
    List<Finding> newFindings = new ArrayList<>();
    List<Finding> known = new ArrayList<>();
    for (Finding finding : current.findings().values()) {
      (isKnown(report, finding) ? known : newFindings).add(finding);
    }
    return Optional.of(
        new Comparison(baseline.source(), newFindings, known, baseline.fixedIn(report)));
  }

  /** {@value #NEW} or {@value #KNOWN} for a check's finding; null without a baseline or finding. */
  public static String status(RunReport report, CheckResult check) {
    if (report.policy().baseline() == null || !RunReport.isFinding(check.outcome())) {
      return null;
    }
    return report.knownInBaseline(check) ? KNOWN : NEW;
  }

  private static boolean isKnown(RunReport report, Finding finding) {
    KnownFindings baseline = report.policy().baseline();
    if (finding.open()) {
      return report
          .findRequirement(finding.requirementId())
          .map(verdict -> baseline.knowsOpen(report, verdict))
          .orElse(false);
    }
    return report.checks().stream()
        .filter(check -> Fingerprint.of(report, check).equals(finding.fingerprint()))
        .anyMatch(check -> baseline.knows(report, check));
  }
}
