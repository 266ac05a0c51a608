package dev.catalogkit.report.writer;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.spec.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whether a run certifies its server: only a PASS that waived no MUST requirement and left none out
 * by its filters (a run of a few requirements certifies nothing); and, when not, why. Read by the
 * certificate and its badge.
 */
record Certification(RunReport report, List<String> withheld, List<AppliedWaiver> waivers) {

  /**
   * A waiver that accepted failures in this run: the requirement and how many checks it covered.
   */
  record AppliedWaiver(String requirementId, Level level, int checks, String reason) {}

  static Certification of(RunReport report) {
    List<AppliedWaiver> waivers = appliedWaivers(report);
    List<String> withheld = new ArrayList<>();
    if (report.verdict() != RunVerdict.PASS) {
      withheld.add("the verdict is " + report.verdict() + ", not PASS");
    }
    waivers.stream()
        .filter(waiver -> waiver.level() == Level.MUST)
        .forEach(
            waiver -> withheld.add("MUST requirement " + waiver.requirementId() + " is waived"));
    long leftOut =
        report.requirements().stream().filter(v -> v.notJudged() == NotJudged.NOT_SELECTED).count();
    if (leftOut > 0) {
      withheld.add(
          "the run's filters left out "
              + leftOut
              + " of "
              + report.requirements().size()
              + " requirements");
    }
    return new Certification(report, List.copyOf(withheld), waivers);
  }

  boolean certified() {
    return withheld.isEmpty();
  }

  /** The WAIVED checks, by requirement in ID order, with the waiver's reason. */
  private static List<AppliedWaiver> appliedWaivers(RunReport report) {
    Map<String, List<CheckResult>> waived = new TreeMap<>();
    for (CheckResult check : report.checks()) {
      if (check.outcome() == Outcome.WAIVED) {
        waived.computeIfAbsent(check.requirementId(), id -> new ArrayList<>()).add(check);
      }
    }
    List<AppliedWaiver> applied = new ArrayList<>();
    waived.forEach(
        (id, checks) ->
            applied.add(
                new AppliedWaiver(
                    id,
                    report
                        .findRequirement(id)
                        .map(RequirementVerdict::requirement)
                        .map(requirement -> requirement.level())
                        .orElse(null),
                    checks.size(),
                    checks.get(0).reason())));
    return List.copyOf(applied);
  }
}
