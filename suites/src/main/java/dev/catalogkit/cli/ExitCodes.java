package dev.catalogkit.cli;

/** The kit's exit codes, one meaning each. */
final class ExitCodes {
  static final int PASSED = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;

  private ExitCodes() {}
}
