package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.report.RunHealth;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How hard the run presses the server, and what that showed: the load window its checks were judged
 * at (one request at a time until a --baseline showed the server sustains more), the checks that
 * did not pass among concurrent checks but steadily did alone (the isolation phase, when the window
 * was open), and the concurrency probe the robustness audits send last. One per run.
 */
public final class UnderLoad {

  /** How many differing checks a failure names and brings as evidence. */
  static final int SHOWN = 5;

  /**
   * One check that fared differently under load.
   *
   * @param check the check's display name
   * @param underLoad its outcome among concurrent checks, e.g. FAIL
   * @param alone its outcome alone, e.g. PASS
   * @param evidence the answers its concurrent outcome rested on
   */
  public record Difference(String check, String underLoad, String alone, List<Exchange> evidence) {
    public Difference {
      evidence = List.copyOf(evidence);
    }
  }

  private final RunLimits limits;
  private volatile List<Difference> differences = List.of();
  private volatile ConcurrencyProbe.Result probe;

  UnderLoad(RunLimits limits) {
    this.limits = limits;
  }

  /** Requests in flight at most while checks are judged. */
  public int window() {
    return limits.window();
  }

  /** Why the window is what it is, in words. */
  String why() {
    if (limits.parallelism() == 1) {
      return "--parallel 1";
    }
    return limits.window() == 1
        ? "no --baseline showed the server sustains more; the probe, last, presses it up to"
            + " --parallel "
            + limits.parallelism()
        : "the --baseline's probe saw the server sustain "
            + limits.sustained()
            + "; --parallel "
            + limits.parallelism();
  }

  void record(List<Difference> found) {
    this.differences = List.copyOf(found);
  }

  /** The run's load, for its report: the window and what the probe showed (if it ran). */
  RunHealth.Load load() {
    ConcurrencyProbe.Result probed = probe;
    return probed == null
        ? new RunHealth.Load(window(), why(), List.of(), 0, 0, null)
        : probed.load(window(), why());
  }

  /**
   * Valid requests are answered under concurrent load as they are alone: no check that failed among
   * concurrent checks passed alone (where the window was open), and the probe's plain reads, up to
   * --parallel at once, got no 5xx and no silence, nor did a read alone after each window.
   * NOT_APPLICABLE with --parallel 1. The probe runs after every other judgement and the clean-up.
   */
  public void expectSteady(RunContext run) {
    if (limits.parallelism() == 1) {
      throw new NotApplicable(
          "--parallel 1: the run sends one request at a time, no load to probe");
    }
    if (run.stop().reason().isPresent()) {
      throw new PreconditionFailed("the run stopped before the concurrency probe");
    }
    ConcurrencyProbe.Result probed =
        ConcurrencyProbe.probe(limits.parallelism(), () -> run.session().plainRead());
    probe = probed;
    List<Difference> found = differences;
    if (!found.isEmpty()) {
      List<Difference> shown = found.subList(0, Math.min(SHOWN, found.size()));
      throw new RequirementViolation(
          "every check that ran among " + window() + " concurrent requests as it does alone",
          found.size()
              + " checks fared worse under load than alone: "
              + shown.stream()
                  .map(
                      d ->
                          d.check()
                              + " ("
                              + d.underLoad()
                              + " under load, "
                              + d.alone()
                              + " alone)")
                  .collect(Collectors.joining("; ")),
          null,
          shown.stream().flatMap(d -> d.evidence().stream()).toList());
    }
    if (probed.brokeAt() > 0) {
      throw new RequirementViolation(
          "plain valid reads answered at up to " + limits.parallelism() + " at once as alone",
          // the window it broke at is the run block's (run.probe): a racy server's differs
          probed.finding() + " (the window at which it broke: the load line, run.probe)",
          null,
          probed.evidence());
    }
  }
}
