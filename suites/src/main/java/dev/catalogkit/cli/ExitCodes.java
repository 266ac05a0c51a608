package dev.catalogkit.cli;

/**
 * The exit codes the command line decides itself. A run's verdict brings its own ({@code
 * RunVerdict}: 0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE).
 */
final class ExitCodes {
  static final int PASSED = 0;

  /** {@code diff} found a regression. */
  static final int REGRESSION = 1;

  static final int USAGE = 2;

  private ExitCodes() {}
}
