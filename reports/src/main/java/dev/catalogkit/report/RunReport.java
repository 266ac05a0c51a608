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
 * waivers of that policy that expired or matched no failure, what the server offers, operation by
 * operation, and what the run's exploration did (null when it did not explore; its findings are
 * among the checks).
 */
public record RunReport(
    RunInfo run,
    List<RequirementVerdict> requirements,
    List<CheckResult> checks,
    List<String> leftovers,
    RunPolicy policy,
    List<WaiverProblem> waiverProblems,
    RunHealth health,
    CapabilityMatrix capabilities,
    Exploration exploration) {

  public RunReport {
    requirements = List.copyOf(requirements);
    checks = List.copyOf(checks);
    leftovers = List.copyOf(leftovers);
    waiverProblems = List.copyOf(waiverProblems);
  }

  /** A run with no waiver problems, health notes or capability matrix: the reports' tests. */
  public RunReport(
      RunInfo run,
      List<RequirementVerdict> requirements,
      List<CheckResult> checks,
      List<String> leftovers,
      RunPolicy policy) {
    this(
        run,
        requirements,
        checks,
        leftovers,
        policy,
        List.of(),
        RunHealth.NONE,
        CapabilityMatrix.NONE,
        null);
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
    List<String> failing = new ArrayList<>(violations());
    failing.addAll(waiverFailures());
    return judged(failing, requirements.stream().filter(RunReport::leftOpen).toList());
  }

  /**
   * What decides the exit code: the verdict; under {@code --fail-on new} the verdict on what is new
   * since the baseline instead. That is FAIL for a new violation that fails the gate (or a waiver
   * at fault under {@code --strict-waivers}), else ERROR when the kit broke, else INCOMPLETE for a
   * MUST requirement newly left open, else PASS: the baseline's known findings pass.
   */
  public RunVerdict gateVerdict() {
    return policy.failOnNew() ? judged(gateFailures(), newlyOpen()) : verdict();
  }

  private RunVerdict judged(List<String> failing, List<RequirementVerdict> open) {
    if (!failing.isEmpty()) {
      return RunVerdict.FAIL;
    }
    if (requirements.stream().anyMatch(v -> v.outcome() == Outcome.ERROR)) {
      return RunVerdict.ERROR;
    }
    return open.isEmpty() && !checks.isEmpty() ? RunVerdict.PASS : RunVerdict.INCOMPLETE;
  }

  /** A MUST requirement left unjudged for a reason that makes the run INCOMPLETE. */
  public static boolean leftOpen(RequirementVerdict verdict) {
    return verdict.requirement().level() == Level.MUST
        && verdict.notJudged() != null
        && verdict.notJudged().makesRunIncomplete();
  }

  /**
   * Why the gate fails, one line each: the failing MUST requirements, the warnings when the policy
   * fails on WARN, the waivers at fault under {@code --strict-waivers}. Under {@code --fail-on new}
   * the failing checks whose violation the baseline does not have, instead of the requirements.
   * Empty when it does not fail.
   */
  public List<String> gateFailures() {
    List<String> reasons = new ArrayList<>(policy.failOnNew() ? newViolations() : violations());
    reasons.addAll(waiverFailures());
    return List.copyOf(reasons);
  }

  /**
   * What is new since the baseline and would fail the gate, one line each: the checks newly
   * violated ({@code new FAIL ICE-… Suite#method[case]}; WARN under {@code --fail-on warn}), and
   * the MUST requirements newly left open ({@code new INCOMPLETE ICE-…}). Empty without a baseline.
   */
  public List<String> regressions() {
    List<String> lines = new ArrayList<>(newViolations());
    newlyOpen().forEach(v -> lines.add("new INCOMPLETE " + v.requirement().id()));
    return List.copyOf(lines);
  }

  /** Whether the baseline has this check's violation; false without a baseline or a violation. */
  public boolean knownInBaseline(CheckResult check) {
    return policy.baseline() != null
        && isFinding(check.outcome())
        && policy.baseline().knows(this, check);
  }

  /** A check's outcome that is a finding: a violation, waived or not. */
  public static boolean isFinding(Outcome outcome) {
    return outcome.isViolation() || outcome == Outcome.WAIVED;
  }

  private List<String> violations() {
    return requirements.stream()
        .filter(this::failsTheGate)
        .map(v -> v.outcome() + " " + v.requirement().id())
        .toList();
  }

  private List<String> waiverFailures() {
    return policy.strictWaivers()
        ? waiverProblems.stream()
            .map(p -> "waiver " + p.waiver().target() + " " + p.problem())
            .toList()
        : List.of();
  }

  private List<String> newViolations() {
    if (policy.baseline() == null) {
      return List.of();
    }
    return checks.stream()
        .filter(check -> violatesTheGate(check) && !policy.baseline().knows(this, check))
        .map(c -> "new " + c.outcome() + " " + c.requirementId() + "  " + c.caseIdentity())
        .sorted()
        .toList();
  }

  private List<RequirementVerdict> newlyOpen() {
    if (policy.baseline() == null) {
      return List.of();
    }
    return requirements.stream()
        .filter(v -> leftOpen(v) && !policy.baseline().knowsOpen(this, v))
        .toList();
  }

  /**
   * A FAIL, a FLAKY MUST (violated sometimes is violated), and under {@code --fail-on warn} a WARN
   * or FLAKY SHOULD.
   */
  public boolean failsTheGate(RequirementVerdict verdict) {
    return failsTheGate(verdict.outcome(), verdict.requirement().level());
  }

  /**
   * Whether this check's outcome fails the gate, judged as its requirement would be; under {@code
   * --fail-on new} only when the baseline does not have it, so every report shows a known failure
   * as the exit code treats it.
   */
  public boolean failsTheGate(CheckResult check) {
    return violatesTheGate(check) && !(policy.failOnNew() && knownInBaseline(check));
  }

  /** Whether this check's outcome fails the gate when it is new. */
  private boolean violatesTheGate(CheckResult check) {
    Level level =
        findRequirement(check.requirementId()).map(v -> v.requirement().level()).orElse(null);
    return failsTheGate(check.outcome(), level);
  }

  private boolean failsTheGate(Outcome outcome, Level level) {
    return policy.failsTheGate(outcome, level);
  }

  /** The exit code of the gate's verdict under the run's policy (README lists them). */
  public int exitCode() {
    return policy.exitCode(gateVerdict());
  }

  /** The run ran no check, it only explored ({@code explore}). */
  public boolean explorationOnly() {
    return exploration != null && checks.size() == explorationFindings().size();
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

  /** The checks the run's exploration found, in the order found; none without an exploration. */
  public List<CheckResult> explorationFindings() {
    return checks.stream().filter(check -> Exploration.AREA.equals(check.area())).toList();
  }

  /** "seed 7: 2000 steps in 50 sequences, …: 1 finding"; empty when the run did not explore. */
  public Optional<String> explorationLine() {
    if (exploration == null) {
      return Optional.empty();
    }
    int findings = explorationFindings().size();
    return Optional.of(
        exploration.summary()
            + ": "
            + (findings == 0
                ? "no finding"
                : findings + (findings == 1 ? " finding" : " findings")));
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
