package dev.catalogkit.engine;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.util.List;

/** Judges every requirement of the catalogue from the checks that verified it. */
final class Verdicts {

  private Verdicts() {}

  static List<RequirementVerdict> of(RequirementCatalogue catalogue, List<CheckResult> checks) {
    return catalogue.all().stream().map(requirement -> verdict(requirement, checks)).toList();
  }

  private static RequirementVerdict verdict(Requirement requirement, List<CheckResult> checks) {
    if (!requirement.isVerifiable()) {
      return new RequirementVerdict(
          requirement, Outcome.NOT_VERIFIED, requirement.notVerified(), List.of());
    }
    List<CheckResult> mine =
        checks.stream().filter(check -> requirement.id().equals(check.requirementId())).toList();
    if (mine.isEmpty()) {
      return new RequirementVerdict(
          requirement, Outcome.NOT_VERIFIED, "no check ran (left out by the filters)", List.of());
    }
    Outcome outcome = mine.stream().map(CheckResult::outcome).reduce(Outcome.PASS, Outcome::worse);
    String reason =
        mine.stream()
            .filter(check -> check.outcome() == outcome && check.reason() != null)
            .map(CheckResult::reason)
            .findFirst()
            .orElse(null);
    return new RequirementVerdict(
        requirement, outcome, reason, mine.stream().map(CheckResult::id).toList());
  }
}
