package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import java.util.List;

/**
 * The server did not do what a requirement asks. Carries expected and actual, a hint for the
 * server's developers and the exchanges that prove it; the report decides FAIL, WARN or NOTICE from
 * the requirement's level. Each text is cut to {@link BoundedText#MAX_CHARS} here, where every
 * failure is made.
 */
public final class RequirementViolation extends AssertionError {

  private final String expected;
  private final String actual;
  private final String hint;
  private final transient List<Exchange> evidence;
  private final String explainedBy;

  public RequirementViolation(
      String expected, String actual, String hint, List<Exchange> evidence) {
    this(BoundedText.cut(expected), BoundedText.cut(actual), BoundedText.cut(hint), evidence, null);
  }

  private RequirementViolation(
      String expected, String actual, String hint, List<Exchange> evidence, String explainedBy) {
    super("expected " + expected + ", got " + actual);
    this.expected = expected;
    this.actual = actual;
    this.hint = hint;
    this.evidence = List.copyOf(evidence);
    this.explainedBy = explainedBy;
  }

  /**
   * The same violation, seen as that requirement's defect when the run finds it violated (see
   * {@link Expect#explainedBy}).
   */
  RequirementViolation explainedBy(String requirementId) {
    return new RequirementViolation(expected, actual, hint, evidence, requirementId);
  }

  /** The requirement whose finding explains this violation, or null. */
  public String explainedBy() {
    return explainedBy;
  }

  public String expected() {
    return expected;
  }

  public String actual() {
    return actual;
  }

  public String hint() {
    return hint;
  }

  public List<Exchange> evidence() {
    return evidence;
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this; // a verdict about the server; a stack of kit frames would only be noise
  }
}
