package dev.catalogkit.report;

import java.util.List;

/**
 * How the run becomes a gate: which waivers accept known failures, whether a SHOULD violation
 * (WARN) fails the run ({@code --fail-on warn}), whether a waiver that expired or matched nothing
 * fails it ({@code --strict-waivers}), and whether an INCOMPLETE run exits 0 ({@code
 * --accept-incomplete}; the verdict still says INCOMPLETE).
 */
public record RunPolicy(
    boolean acceptIncomplete, boolean failOnWarn, boolean strictWaivers, List<Waiver> waivers) {

  public static final RunPolicy DEFAULT = new RunPolicy(false);

  public RunPolicy {
    waivers = List.copyOf(waivers);
  }

  public RunPolicy(boolean acceptIncomplete) {
    this(acceptIncomplete, false, false, List.of());
  }

  int exitCode(RunVerdict verdict) {
    return verdict == RunVerdict.INCOMPLETE && acceptIncomplete ? 0 : verdict.exitCode();
  }
}
