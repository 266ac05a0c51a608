package dev.catalogkit.selftest;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.Reach;
import dev.catalogkit.reference.ReachTrace;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.net.URI;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which checks can meet a fault, from one run against the reference without faults that traced what
 * every request reached ({@link ReachTrace}). A check's requests depend only on the answers it got,
 * so a check none of whose requests reached a route or policy the fault changes ({@link Reach})
 * sends the same requests and gets the same answers with the fault on: its verdict is the one it
 * got without it, and running it again proves nothing. The fault's run then selects only the
 * requirements of the checks that can meet it.
 *
 * <p>It stays on the safe side wherever the trace cannot tell. A fault reaching what the run sends
 * itself before its checks (discovery, the run's namespace) or what the probes send (their findings
 * steer the other checks) may change what every check does: its run selects the probes too, and is
 * kept only if those requests got the same answers as without the fault ({@link RunSteering}); else
 * it is repeated with every check. A fault reaching everything, or a policy read when the catalog
 * was built, runs every check. A check with a request the catalog never answered (refused before
 * routing), or with no request at all (the audits over the run's answers), always runs; the
 * robustness audit, whose report leaves out the probe's requests, reaches what a run of it alone
 * reached ({@link Stress}). A run that finds a requirement not applicable that passed without the
 * fault learned something of the server on the way that may steer the checks left out, and is
 * repeated with every check ({@link #learnedOtherwise}). The clean-up after the checks is left out:
 * it changes what is left over, never a verdict. This rests on checks touching only what they
 * created, which the kit's design and the janitor tests hold.
 */
final class FaultImpact {

  private final Map<String, Set<String>> reachedByRequirement;
  private final Set<String> alwaysRun;
  private final Set<String> readWhenBuilt;
  private final Set<String> reachedByTheRunsOwnRequests;
  private final Set<String> probes;
  private final Map<String, Outcome> cleanVerdicts;

  private FaultImpact(
      Map<String, Set<String>> reachedByRequirement,
      Set<String> alwaysRun,
      Set<String> readWhenBuilt,
      Set<String> reachedByTheRunsOwnRequests,
      Set<String> probes,
      Map<String, Outcome> cleanVerdicts) {
    this.reachedByRequirement = reachedByRequirement;
    this.alwaysRun = alwaysRun;
    this.readWhenBuilt = readWhenBuilt;
    this.reachedByTheRunsOwnRequests = reachedByTheRunsOwnRequests;
    this.probes = probes;
    this.cleanVerdicts = cleanVerdicts;
  }

  /**
   * The impact of faults on the checks of a run.
   *
   * @param setup what a run without checks reached: discovery and the run's namespace, which every
   *     run sends before its checks
   * @param clean a run of every check against a catalog without faults
   * @param checks what the requests of {@code clean} reached
   * @param probes the requirements of the probes, which run in every run before the other checks
   *     and whose findings the other checks follow ({@link KitRunner#PROBE_TAG})
   * @param stress the checks of the stress phase and what their requests reached
   */
  static FaultImpact of(
      ReachTrace setup, RunReport clean, ReachTrace checks, Set<String> probes, Stress stress) {
    Map<CheckResult, List<Optional<String>>> linesByCheck = new IdentityHashMap<>();
    clean.checks().forEach(check -> linesByCheck.put(check, requestLines(check)));
    Map<String, Long> sentByChecks = new HashMap<>();
    linesByCheck.values().stream()
        .flatMap(List::stream)
        .flatMap(Optional::stream)
        .forEach(line -> sentByChecks.merge(line, 1L, Long::sum));
    Set<String> readWhenBuilt = new HashSet<>(setup.outsideRequests());
    readWhenBuilt.addAll(checks.outsideRequests());
    Set<String> reachedByTheRun = new HashSet<>();
    setup.requestLines().forEach(line -> reachedByTheRun.addAll(setup.reachedBy(line)));
    Map<String, Set<String>> reachedByRequirement = new HashMap<>();
    Set<String> alwaysRun = new TreeSet<>();
    for (CheckResult check : clean.checks()) {
      if (check.requirementId() == null) {
        continue;
      }
      Set<String> reached =
          reachedByRequirement.computeIfAbsent(check.requirementId(), id -> new HashSet<>());
      List<Optional<String>> lines = linesByCheck.get(check);
      if (stress.requirements().contains(check.requirementId())) {
        reached.addAll(stress.reached());
        continue;
      }
      if (lines.isEmpty() || !allAnswered(lines, checks, sentByChecks)) {
        alwaysRun.add(check.requirementId());
      }
      lines.stream()
          .flatMap(Optional::stream)
          .forEach(line -> reached.addAll(checks.reachedBy(line)));
    }
    probes.forEach(
        probe -> reachedByTheRun.addAll(reachedByRequirement.getOrDefault(probe, Set.of())));
    return new FaultImpact(
        reachedByRequirement,
        alwaysRun,
        readWhenBuilt,
        reachedByTheRun,
        Set.copyOf(probes),
        SelfTestRuns.verdicts(clean));
  }

  /**
   * The checks of the stress phase ({@link KitRunner#STRESS_TAG}): their reports leave out the
   * concurrency probe's many plain reads, so what those reached comes from a run of these checks
   * alone, beyond what a run without checks reached ({@link #beyond}).
   *
   * @param requirements their requirement IDs
   * @param reached what their requests reached
   */
  record Stress(Set<String> requirements, Set<String> reached) {
    Stress {
      requirements = Set.copyOf(requirements);
      reached = Set.copyOf(reached);
    }
  }

  /**
   * What the requests of {@code run} reached that {@code setup} did not send as often: what its
   * checks sent, when both runs send the same setup.
   */
  static Set<String> beyond(ReachTrace setup, ReachTrace run) {
    Set<String> reached = new HashSet<>();
    run.requestLines().stream()
        .filter(line -> run.requests(line) > setup.requests(line))
        .forEach(line -> reached.addAll(run.reachedBy(line)));
    return reached;
  }

  /** The requirements of the probes, which every run runs before its other checks. */
  Set<String> probes() {
    return probes;
  }

  /**
   * The checks the fault's run needs: every check (empty) when the fault reaches everything or what
   * the catalog read when it was built, else the requirements whose checks can meet it, those the
   * fault names, the probes and those always run.
   */
  Optional<CheckSelection> selectionFor(Fault fault) {
    Reach reach = fault.deviation().reach();
    if (reach.everything() || reach.meets(readWhenBuilt)) {
      return Optional.empty();
    }
    Set<String> requirements = new TreeSet<>(alwaysRun);
    requirements.addAll(probes);
    reachedByRequirement.forEach(
        (requirement, reached) -> {
          if (reach.meets(reached)) {
            requirements.add(requirement);
          }
        });
    if (fault.breaks() != null) {
      requirements.add(fault.breaks());
    }
    requirements.addAll(fault.alsoObservedAs());
    return Optional.of(CheckSelection.requirements(requirements));
  }

  /**
   * Whether a run that selected checks learned something of the server the clean run did not: a
   * requirement whose checks sent requests and passed there is not applicable here. What the checks
   * learn on the way (Paimon's semantic-view gate is probed by the first check that asks) steers
   * checks the selection left out, so such a run is repeated with every check.
   */
  boolean learnedOtherwise(RunReport selected) {
    return SelfTestRuns.verdicts(selected).entrySet().stream()
        .anyMatch(
            verdict ->
                verdict.getValue() == Outcome.NOT_APPLICABLE
                    && cleanVerdicts.get(verdict.getKey()) == Outcome.PASS
                    && !reachedByRequirement.getOrDefault(verdict.getKey(), Set.of()).isEmpty());
  }

  /**
   * Whether the fault reaches what the run sends itself or its probes send: then the fault's run is
   * kept only if those requests got the answers they got without it ({@link RunSteering}).
   */
  boolean reachesTheRunsOwnRequests(Fault fault) {
    return fault.deviation().reach().meets(reachedByTheRunsOwnRequests);
  }

  /**
   * Why the fault's run needs every check: what of it the catalog read when it was built
   * ("everything" for a fault that reaches everything); empty when it does not.
   */
  String whyEveryCheck(Fault fault) {
    Reach reach = fault.deviation().reach();
    if (reach.everything()) {
      return "it reaches everything";
    }
    return String.join(
        ", ", reach.parts().stream().filter(readWhenBuilt::contains).sorted().toList());
  }

  /**
   * Whether the catalog answered every request of these lines (empty: one it cannot name) as often
   * as the checks sent it.
   */
  private static boolean allAnswered(
      List<Optional<String>> lines, ReachTrace trace, Map<String, Long> sentByChecks) {
    return lines.stream()
        .allMatch(
            line -> line.map(sent -> trace.requests(sent) >= sentByChecks.get(sent)).orElse(false));
  }

  /**
   * The request line of each exchange of the check, in order; empty where the URL is unparsable.
   */
  private static List<Optional<String>> requestLines(CheckResult check) {
    return check.exchanges().stream().map(FaultImpact::requestLine).toList();
  }

  /** {@code "GET /v1/p/namespaces"}: the method and the path as sent, without the query. */
  private static Optional<String> requestLine(ExchangeRecord exchange) {
    try {
      String path = URI.create(exchange.url()).getRawPath();
      return path == null ? Optional.empty() : Optional.of(exchange.method() + " " + path);
    } catch (IllegalArgumentException unparsable) {
      return Optional.empty();
    }
  }
}
