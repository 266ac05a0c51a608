package dev.catalogkit.report;

/**
 * How the verdict becomes an exit code for a gate: by default INCOMPLETE exits 3; a CI gate that
 * accepts partial runs asks for {@code acceptIncomplete} and gets 0 (the verdict still says
 * INCOMPLETE).
 */
public record RunPolicy(boolean acceptIncomplete) {

  public static final RunPolicy DEFAULT = new RunPolicy(false);

  int exitCode(RunVerdict verdict) {
    return verdict == RunVerdict.INCOMPLETE && acceptIncomplete ? 0 : verdict.exitCode();
  }
}
