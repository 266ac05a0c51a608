package dev.catalogkit.report;

import java.util.List;

/**
 * How the run becomes a gate: which waivers accept known failures, whether a SHOULD violation
 * (WARN) fails the run ({@code --fail-on warn}), whether a waiver that expired or matched nothing
 * fails it ({@code --strict-waivers}), and whether an INCOMPLETE run exits 0 ({@code
 * --accept-incomplete}; the verdict still says INCOMPLETE). A run interrupted by Ctrl-C exits 130
 * whatever its verdict, and every report says so: the summary must not name another code than the
 * process ends with.
 */
public record RunPolicy(
    boolean acceptIncomplete,
    boolean failOnWarn,
    boolean strictWaivers,
    List<Waiver> waivers,
    boolean interrupted) {

  /** 128 + SIGINT, as shells report a process that Ctrl-C ended. */
  public static final int EXIT_INTERRUPTED = 130;

  public static final RunPolicy DEFAULT = new RunPolicy(false);

  public RunPolicy {
    waivers = List.copyOf(waivers);
  }

  public RunPolicy(
      boolean acceptIncomplete, boolean failOnWarn, boolean strictWaivers, List<Waiver> waivers) {
    this(acceptIncomplete, failOnWarn, strictWaivers, waivers, false);
  }

  public RunPolicy(boolean acceptIncomplete) {
    this(acceptIncomplete, false, false, List.of());
  }

  /** The same policy for a run that Ctrl-C interrupted. */
  public RunPolicy interruptedByCtrlC() {
    return new RunPolicy(acceptIncomplete, failOnWarn, strictWaivers, waivers, true);
  }

  int exitCode(RunVerdict verdict) {
    if (interrupted) {
      return EXIT_INTERRUPTED;
    }
    return verdict == RunVerdict.INCOMPLETE && acceptIncomplete ? 0 : verdict.exitCode();
  }
}
