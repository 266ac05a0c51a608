package dev.catalogkit.report;

import dev.catalogkit.spec.Level;
import java.util.List;

/**
 * How the run becomes a gate: which waivers accept known failures, whether a SHOULD violation
 * (WARN) fails the run ({@code --fail-on warn}), whether a waiver that expired or matched nothing
 * fails it ({@code --strict-waivers}), whether an INCOMPLETE run exits 0 ({@code
 * --accept-incomplete}; the verdict still says INCOMPLETE), and which earlier report the run is
 * compared with ({@code --baseline}, null without one) and whether only what is new there fails it
 * ({@code --fail-on new}). A run interrupted by Ctrl-C exits 130 whatever its verdict, and every
 * report says so: the summary must not name another code than the process ends with.
 */
public record RunPolicy(
    boolean acceptIncomplete,
    boolean failOnWarn,
    boolean strictWaivers,
    List<Waiver> waivers,
    boolean interrupted,
    KnownFindings baseline,
    boolean failOnNew) {

  /** 128 + SIGINT, as shells report a process that Ctrl-C ended. */
  public static final int EXIT_INTERRUPTED = 130;

  public static final RunPolicy DEFAULT = new RunPolicy(false);

  public RunPolicy {
    waivers = List.copyOf(waivers);
    if (failOnNew && baseline == null) {
      throw new IllegalArgumentException("--fail-on new needs --baseline");
    }
  }

  public RunPolicy(
      boolean acceptIncomplete, boolean failOnWarn, boolean strictWaivers, List<Waiver> waivers) {
    this(acceptIncomplete, failOnWarn, strictWaivers, waivers, false, null, false);
  }

  public RunPolicy(boolean acceptIncomplete) {
    this(acceptIncomplete, false, false, List.of());
  }

  /** The same policy for a run that Ctrl-C interrupted. */
  public RunPolicy interruptedByCtrlC() {
    return new RunPolicy(
        acceptIncomplete, failOnWarn, strictWaivers, waivers, true, baseline, failOnNew);
  }

  /** The same policy comparing the run with these findings, failing it only on new ones or not. */
  public RunPolicy comparedWith(KnownFindings known, boolean onlyNewFails) {
    return new RunPolicy(
        acceptIncomplete, failOnWarn, strictWaivers, waivers, interrupted, known, onlyNewFails);
  }

  /** The {@code --fail-on} value: {@code fail}, {@code warn}, {@code new} or {@code new,warn}. */
  public String failOn() {
    String level = failOnWarn ? "warn" : "fail";
    return failOnNew ? (failOnWarn ? "new,warn" : "new") : level;
  }

  /**
   * Whether a violation with this outcome at this level fails the gate: a FAIL, a FLAKY MUST
   * (violated sometimes is violated), and under {@code --fail-on warn} a WARN or FLAKY SHOULD. A
   * WAIVED one never does. Under {@code --fail-on new} only the new ones among these do.
   */
  public boolean failsTheGate(Outcome outcome, Level level) {
    boolean flaky = outcome == Outcome.FLAKY;
    return outcome == Outcome.FAIL
        || (flaky && level == Level.MUST)
        || (failOnWarn && (outcome == Outcome.WARN || (flaky && level == Level.SHOULD)));
  }

  int exitCode(RunVerdict verdict) {
    if (interrupted) {
      return EXIT_INTERRUPTED;
    }
    return verdict == RunVerdict.INCOMPLETE && acceptIncomplete ? 0 : verdict.exitCode();
  }
}
