package dev.catalogkit.report;

/**
 * The verdict on a whole run, from the worst to the best: a MUST requirement fails; the kit broke;
 * the run judged less than it had to (a MUST requirement not judged because a step failed, or no
 * check at all); or every judged MUST requirement holds.
 */
public enum RunVerdict {
  FAIL(1),
  ERROR(2),
  INCOMPLETE(3),
  PASS(0);

  private final int exitCode;

  RunVerdict(int exitCode) {
    this.exitCode = exitCode;
  }

  /** The process exit code; README's table lists them. */
  public int exitCode() {
    return exitCode;
  }
}
