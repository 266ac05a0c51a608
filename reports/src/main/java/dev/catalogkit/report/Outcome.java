package dev.catalogkit.report;

import dev.catalogkit.spec.Requirement;

/**
 * What the report concludes about one check or requirement. Declared from the best to the worst, so
 * the verdict of a requirement is the highest ordinal among its checks.
 */
public enum Outcome {
  PASS,
  NOT_APPLICABLE,
  NOT_VERIFIED,
  /** A violation the user accepted in a waiver file, with its reason: it does not fail the gate. */
  WAIVED,
  NOTICE,
  WARN,
  /**
   * Run alone again, the check gave different outcomes: the requirement is violated sometimes. A
   * FLAKY MUST fails the run; a FLAKY SHOULD counts as a warning.
   */
  FLAKY,
  ERROR,
  FAIL;

  /** How a violated requirement is reported: MUST fails, SHOULD warns, MAY notices. */
  public static Outcome ofViolation(Requirement requirement) {
    return switch (requirement.level()) {
      case MUST -> FAIL;
      case SHOULD -> WARN;
      case MAY -> NOTICE;
    };
  }

  /** A requirement judged with this outcome was judged: it held or it was violated. */
  public boolean isJudgement() {
    return this == PASS || isViolation() || this == WAIVED;
  }

  /** The server broke a rule, always or sometimes, and no waiver accepts it. */
  public boolean isViolation() {
    return this == FAIL || this == WARN || this == NOTICE || this == FLAKY;
  }

  public Outcome worse(Outcome other) {
    return other.ordinal() > ordinal() ? other : this;
  }
}
