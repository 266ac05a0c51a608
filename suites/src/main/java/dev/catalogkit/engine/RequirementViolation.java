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

  public RequirementViolation(
      String expected, String actual, String hint, List<Exchange> evidence) {
    super("expected " + BoundedText.cut(expected) + ", got " + BoundedText.cut(actual));
    this.expected = BoundedText.cut(expected);
    this.actual = BoundedText.cut(actual);
    this.hint = BoundedText.cut(hint);
    this.evidence = List.copyOf(evidence);
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
