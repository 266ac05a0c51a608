package dev.catalogkit.report;

import dev.catalogkit.spec.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The results model every report writer reads: one run, its checks, the verdict per requirement,
 * what the janitor could not delete, the policy that turns the verdict into an exit code, the
 * waivers of that policy that expired or matched no failure, and what the server offers, operation
 * by operation.
 */
public record RunReport(
    RunInfo run,
    List<RequirementVerdict> requirements,
    List<CheckResult> checks,
    List<String> leftovers,
    RunPolicy policy,
    List<WaiverProblem> waiverProblems,
    RunHealth health,
    CapabilityMatrix capabilities) {

  public RunReport {
    requirements = List.copyOf(requirements);
    checks = List.copyOf(checks);
    leftovers = List.copyOf(leftovers);
    waiverProblems = List.copyOf(waiverProblems);
  }

  public RunReport(
      RunInfo run,
      List<RequirementVerdict> requirements,
      List<CheckResult> checks,
      List<String> leftovers,
      RunPolicy policy,
      List<WaiverProblem> waiverProblems,
      RunHealth health) {
    this(
        run,
        requirements,
        checks,
        leftovers,
        policy,
        waiverProblems,
        health,
        CapabilityMatrix.NONE);
  }

  public RunReport(
      RunInfo run,
      List<RequirementVerdict> requirements,
      List<CheckResult> checks,
      List<String> leftovers,
      RunPolicy policy,
      List<WaiverProblem> waiverProblems) {
    this(run, requirements, checks, leftovers, policy, waiverProblems, RunHealth.NONE);
  }

  public RunReport(
      RunInfo run,
      List<RequirementVerdict> requirements,
      List<CheckResult> checks,
      List<String> leftovers,
      RunPolicy policy) {
    this(run, requirements, checks, leftovers, policy, List.of());
  }

  public RunReport(
      RunInfo run,
      List<RequirementVerdict> requirements,
      List<CheckResult> checks,
      List<String> leftovers) {
    this(run, requirements, checks, leftovers, RunPolicy.DEFAULT);
  }

  /** How many checks ended in each outcome; every outcome is present, zero or not. */
  public Map<Outcome, Integer> checkCounts() {
    Map<Outcome, Integer> counts = zeroCounts();
    checks.forEach(check -> counts.merge(check.outcome(), 1, Integer::sum));
    return counts;
  }

  /**
   * The run's verdict: FAIL when a MUST requirement fails (always or, FLAKY, sometimes); else ERROR
   * when the kit broke; else INCOMPLETE when a MUST requirement was left unjudged for a reason that
   * is not the server's real absence or the user's filter (a failed step, no check ran), or when no
   * check ran at all; else PASS. WARN and NOTICE never decide a run, unless the policy fails on
   * WARN; WAIVED never does. Under {@code --strict-waivers} a waiver that expired or matched no
   * failure fails the run too.
   */
  public RunVerdict verdict() {
    if (!gateFailures().isEmpty()) {
      return RunVerdict.FAIL;
    }
    if (requirements.stream().anyMatch(v -> v.outcome() == Outcome.ERROR)) {
      return RunVerdict.ERROR;
    }
    boolean mustLeftOpen =
        requirements.stream()
            .anyMatch(
                v ->
                    v.requirement().level() == Level.MUST
                        && v.notJudged() != null
                        && v.notJudged().makesRunIncomplete());
    return mustLeftOpen || checks.isEmpty() ? RunVerdict.INCOMPLETE : RunVerdict.PASS;
  }

  /**
   * Why the gate fails, one line each: the failing MUST requirements, the warnings when the policy
   * fails on WARN, the waivers at fault under {@code --strict-waivers}. Empty when it does not.
   */
  public List<String> gateFailures() {
    List<String> reasons = new ArrayList<>();
    requirements.stream()
        .filter(this::failsTheGate)
        .forEach(v -> reasons.add(v.outcome() + " " + v.requirement().id()));
    if (policy.strictWaivers()) {
      waiverProblems.forEach(p -> reasons.add("waiver " + p.waiver().target() + " " + p.problem()));
    }
    return List.copyOf(reasons);
  }

  /**
   * A FAIL, a FLAKY MUST (violated sometimes is violated), and under {@code --fail-on warn} a WARN
   * or FLAKY SHOULD.
   */
  public boolean failsTheGate(RequirementVerdict verdict) {
    return failsTheGate(verdict.outcome(), verdict.requirement().level());
  }

  /** Whether this check's outcome fails the gate, judged as its requirement would be. */
  public boolean failsTheGate(CheckResult check) {
    Level level =
        findRequirement(check.requirementId()).map(v -> v.requirement().level()).orElse(null);
    return failsTheGate(check.outcome(), level);
  }

  private boolean failsTheGate(Outcome outcome, Level level) {
    boolean flaky = outcome == Outcome.FLAKY;
    return outcome == Outcome.FAIL
        || flaky && level == Level.MUST
        || policy.failOnWarn() && (outcome == Outcome.WARN || flaky && level == Level.SHOULD);
  }

  /** The exit code of the verdict under the run's policy (README lists them). */
  public int exitCode() {
    return policy.exitCode(verdict());
  }

  /** How many requirements the run judged: they held or were violated. */
  public int judgedCount() {
    return (int) requirements.stream().filter(RequirementVerdict::judged).count();
  }

  /**
   * The requirements not judged, grouped by why; the reasons that make a run INCOMPLETE come first,
   * then the others in declaration order.
   */
  public SortedMap<NotJudged, List<RequirementVerdict>> notJudged() {
    SortedMap<NotJudged, List<RequirementVerdict>> byReason =
        new TreeMap<>(
            Comparator.comparing((NotJudged why) -> !why.makesRunIncomplete())
                .thenComparing(Comparator.naturalOrder()));
    for (RequirementVerdict verdict : requirements) {
      if (!verdict.judged()) {
        byReason.computeIfAbsent(verdict.notJudged(), why -> new ArrayList<>()).add(verdict);
      }
    }
    byReason.replaceAll((why, verdicts) -> List.copyOf(verdicts));
    return byReason;
  }

  /** How many requirements ended in each outcome; every outcome is present, zero or not. */
  public Map<Outcome, Integer> requirementCounts() {
    Map<Outcome, Integer> counts = zeroCounts();
    requirements.forEach(verdict -> counts.merge(verdict.outcome(), 1, Integer::sum));
    return counts;
  }

  /**
   * Requirements by outcome for each area, areas sorted by name; every outcome is present in each
   * area's counts, zero or not.
   */
  public SortedMap<String, Map<Outcome, Integer>> requirementCountsByArea() {
    SortedMap<String, Map<Outcome, Integer>> byArea = new TreeMap<>();
    for (RequirementVerdict verdict : requirements) {
      byArea
          .computeIfAbsent(verdict.requirement().area(), area -> zeroCounts())
          .merge(verdict.outcome(), 1, Integer::sum);
    }
    return byArea;
  }

  /** The verdict on the requirement with this ID, if the run judged it. */
  public Optional<RequirementVerdict> findRequirement(String id) {
    return requirements.stream().filter(v -> v.requirement().id().equals(id)).findFirst();
  }

  private static Map<Outcome, Integer> zeroCounts() {
    Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
    for (Outcome outcome : Outcome.values()) {
      counts.put(outcome, 0);
    }
    return counts;
  }
}
