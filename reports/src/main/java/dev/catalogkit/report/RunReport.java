package dev.catalogkit.report;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The results model every report writer reads: one run, its checks, the verdict per requirement and
 * what the janitor could not delete.
 */
public record RunReport(
    RunInfo run,
    List<RequirementVerdict> requirements,
    List<CheckResult> checks,
    List<String> leftovers) {

  public RunReport {
    requirements = List.copyOf(requirements);
    checks = List.copyOf(checks);
    leftovers = List.copyOf(leftovers);
  }

  /** How many checks ended in each outcome; every outcome is present, zero or not. */
  public Map<Outcome, Integer> checkCounts() {
    Map<Outcome, Integer> counts = zeroCounts();
    checks.forEach(check -> counts.merge(check.outcome(), 1, Integer::sum));
    return counts;
  }

  /**
   * The run's verdict: FAIL when a MUST requirement fails, else ERROR when the kit broke, else PASS
   * (WARN, NOTICE, NOT_APPLICABLE and NOT_VERIFIED do not decide a run; the counts show them).
   */
  public Outcome verdict() {
    Outcome worst =
        requirements.stream().map(RequirementVerdict::outcome).reduce(Outcome.PASS, Outcome::worse);
    return worst == Outcome.FAIL || worst == Outcome.ERROR ? worst : Outcome.PASS;
  }

  /**
   * 1 when a MUST requirement fails; 2 when the kit broke (ERROR) and nothing failed; otherwise 0.
   * SHOULD and MAY violations (WARN, NOTICE) do not fail a run.
   */
  public int exitCode() {
    Outcome verdict = verdict();
    if (verdict == Outcome.FAIL) {
      return 1;
    }
    return verdict == Outcome.ERROR ? 2 : 0;
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
