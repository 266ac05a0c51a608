package dev.catalogkit.report;

import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;

/**
 * What the report concludes about one check or requirement. Declared from the best to the worst, so
 * the verdict of a requirement is the highest ordinal among its checks.
 */
public enum Outcome {
  PASS,
  NOT_APPLICABLE,
  NOT_VERIFIED,
  NOTICE,
  WARN,
  ERROR,
  FAIL;

  /** How a violated requirement is reported: MUST fails, SHOULD or implied warns, MAY notices. */
  public static Outcome ofViolation(Requirement requirement) {
    if (requirement.level() == Level.MAY) {
      return NOTICE;
    }
    return requirement.level() == Level.MUST && !requirement.implied() ? FAIL : WARN;
  }

  public Outcome worse(Outcome other) {
    return other.ordinal() > ordinal() ? other : this;
  }
}
