package dev.catalogkit.engine;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.Waivers;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/**
 * Judges every requirement of the catalogue from the checks that verified it, after the run's
 * waivers have marked the failures they accept as WAIVED. A violation in any check decides (the
 * worst one: FAIL, then FLAKY, WARN, NOTICE); otherwise a waived violation makes it WAIVED;
 * otherwise a check that could not judge because a step failed leaves the requirement NOT_VERIFIED;
 * otherwise one passing check makes it PASS (cases the server does not offer do not count against
 * it); otherwise it is NOT_APPLICABLE. Every requirement that is not judged says why ({@link
 * NotJudged}).
 */
final class Verdicts {

  private Verdicts() {}

  /**
   * The run's report: the policy's waivers applied to the checks (as of today, UTC), every
   * requirement judged, the waivers that expired or matched no failure, and the capability matrix
   * of the checks as judged.
   *
   * @param policy the run's policy as it ended (Ctrl-C changes its exit code)
   * @param exploration what the run's exploration did, null when it did not explore
   */
  static RunReport report(
      RunInfo info,
      RequirementCatalogue catalogue,
      List<CheckResult> checks,
      List<String> leftovers,
      RunHealth health,
      RunOptions options,
      RunPolicy policy,
      OperationMatrix matrix,
      Exploration exploration) {
    Waivers.Applied waived =
        Waivers.apply(options.policy().waivers(), checks, LocalDate.now(ZoneOffset.UTC));
    return new RunReport(
        info,
        of(catalogue, waived.checks(), options),
        waived.checks(),
        leftovers,
        policy,
        waived.problems(),
        health,
        matrix.judge(waived.checks()),
        exploration);
  }

  static List<RequirementVerdict> of(
      RequirementCatalogue catalogue, List<CheckResult> checks, RunOptions options) {
    return SameCause.linked(
        catalogue.all().stream().map(requirement -> verdict(requirement, checks, options)).toList(),
        checks);
  }

  private static RequirementVerdict verdict(
      Requirement requirement, List<CheckResult> checks, RunOptions options) {
    if (!requirement.isVerifiable()) {
      return new RequirementVerdict(
          requirement,
          Outcome.NOT_VERIFIED,
          requirement.notVerified(),
          NotJudged.OUTSIDE_VIEW,
          List.of());
    }
    List<CheckResult> mine =
        checks.stream().filter(check -> requirement.id().equals(check.requirementId())).toList();
    List<String> ids = mine.stream().map(CheckResult::id).toList();
    if (mine.isEmpty()) {
      return options.selects(requirement.id(), requirement.area())
          ? new RequirementVerdict(
              requirement,
              Outcome.NOT_VERIFIED,
              "no check of it ran although it was selected",
              NotJudged.NO_CHECK_RAN,
              ids)
          : new RequirementVerdict(
              requirement,
              Outcome.NOT_VERIFIED,
              options.selection().noChecks()
                  ? "explore runs no check: only what exploration found is judged"
                  : "left out by --area / --requirement / --exclude-area / --exclude-requirement",
              NotJudged.NOT_SELECTED,
              ids);
    }
    Optional<Outcome> violation =
        mine.stream().map(CheckResult::outcome).filter(Outcome::isViolation).reduce(Outcome::worse);
    if (has(mine, Outcome.ERROR) && violation.map(o -> o != Outcome.FAIL).orElse(true)) {
      return new RequirementVerdict(
          requirement, Outcome.ERROR, reason(mine, Outcome.ERROR), NotJudged.KIT_ERROR, ids);
    }
    if (violation.isPresent()) {
      return new RequirementVerdict(requirement, violation.get(), null, null, ids);
    }
    if (has(mine, Outcome.WAIVED)) {
      return new RequirementVerdict(
          requirement, Outcome.WAIVED, reason(mine, Outcome.WAIVED), null, ids);
    }
    if (has(mine, Outcome.NOT_VERIFIED)) {
      return new RequirementVerdict(
          requirement,
          Outcome.NOT_VERIFIED,
          reason(mine, Outcome.NOT_VERIFIED),
          NotJudged.STEP_FAILED,
          ids);
    }
    if (has(mine, Outcome.PASS)) {
      String partly =
          has(mine, Outcome.NOT_APPLICABLE)
              ? "holds wherever it applies; not applicable elsewhere: "
                  + reason(mine, Outcome.NOT_APPLICABLE)
              : null;
      return new RequirementVerdict(requirement, Outcome.PASS, partly, null, ids);
    }
    return new RequirementVerdict(
        requirement,
        Outcome.NOT_APPLICABLE,
        reason(mine, Outcome.NOT_APPLICABLE),
        NotJudged.NOT_OFFERED,
        ids);
  }

  private static boolean has(List<CheckResult> checks, Outcome outcome) {
    return checks.stream().anyMatch(check -> check.outcome() == outcome);
  }

  private static String reason(List<CheckResult> checks, Outcome outcome) {
    return checks.stream()
        .filter(check -> check.outcome() == outcome && check.reason() != null)
        .map(CheckResult::reason)
        .findFirst()
        .orElse(null);
  }
}
