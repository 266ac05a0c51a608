package dev.catalogkit.explore;

import dev.catalogkit.engine.ExplorationPhase;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Confirmation;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An exploration as the run reports it: its figures, and each finding as a check of the area
 * {@value Exploration#AREA}, graded at its requirement's level (FAIL for MUST, WARN for SHOULD,
 * NOTICE for MAY). The walks that confirmed it alone are its {@link Confirmation}: FLAKY when they
 * disagreed, and when it was found among concurrent walkers but never failed alone, not pinned on
 * the rule. The shrunk sequence is the failure's message; what the last failing walk sent is its
 * evidence, the last exchange decisive.
 */
final class ExplorationChecks {

  /**
   * The case a finding is of its requirement, the same in every run (a baseline knows it again);
   * the report's case column shows it.
   */
  static final String CASE = "found by exploration";

  private ExplorationChecks() {}

  static ExplorationPhase.Explored of(
      ExplorationResult result, RequirementCatalogue catalogue, EvidenceWriter evidence) {
    Exploration summary =
        new Exploration(
            result.seed(),
            result.walkers(),
            result.sequences(),
            result.plannedSteps(),
            result.steps(),
            result.requests(),
            result.elapsedMillis(),
            result.stopped(),
            result.stoppedBy());
    List<CheckResult> findings =
        result.findings().stream()
            .map(
                shrunk ->
                    check(
                        shrunk, catalogue.get(shrunk.finding().requirementId()), result, evidence))
            .toList();
    return new ExplorationPhase.Explored(summary, findings);
  }

  private static CheckResult check(
      ShrunkFinding shrunk,
      Requirement requirement,
      ExplorationResult result,
      EvidenceWriter evidence) {
    Outcome violated = Outcome.ofViolation(requirement);
    Confirmation confirmation =
        shrunk.replays() == 0
            ? null // the run stopped before a confirming walk
            : new Confirmation(
                violated,
                shrunk.confirmations().stream()
                    .map(failed -> failed ? violated : Outcome.PASS)
                    .toList(),
                result.walkers());
    Finding finding = shrunk.finding();
    return new CheckResult(
        Exploration.AREA + "#" + requirement.id(),
        requirement.displayName() + CheckResult.CASE_SEPARATOR + CASE,
        Exploration.AREA,
        requirement.id(),
        confirmation == null ? violated : confirmation.outcome(),
        null,
        new Failure(
            sequence(shrunk, result), finding.expected(), finding.actual(), requirement.hint()),
        exchanges(shrunk, evidence),
        shrunk.shrinkMillis(),
        confirmation);
  }

  /** The shrunk sequence as numbered steps, the one that showed the finding marked. */
  static String sequence(ShrunkFinding shrunk, ExplorationResult result) {
    StringBuilder text =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "found after %.1f s of exploring with seed %d, shrunk from %d steps to %d:",
                shrunk.foundAfterMillis() / 1000.0,
                result.seed(),
                shrunk.originalSteps(),
                shrunk.steps().size()));
    int shownAt = Math.min(shrunk.finding().step(), shrunk.steps().size());
    for (int i = 0; i < shrunk.steps().size(); i++) {
      text.append(String.format(Locale.ROOT, "%n%2d. %s", i + 1, shrunk.steps().get(i).describe()));
      if (i + 1 == shownAt) {
        text.append("   <- here");
      }
    }
    return text.toString();
  }

  /** What the last failing walk sent, secrets redacted, its last exchange the decisive one. */
  private static List<ExchangeRecord> exchanges(ShrunkFinding shrunk, EvidenceWriter evidence) {
    List<ExchangeRecord> records =
        new ArrayList<>(shrunk.exchanges().stream().map(evidence::record).toList());
    if (!records.isEmpty()) {
      int last = records.size() - 1;
      records.set(last, records.get(last).withRole(ExchangeRecord.Role.DECISIVE));
    }
    return records;
  }
}
