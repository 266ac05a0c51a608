package dev.catalogkit.explore;

import dev.catalogkit.engine.BoundedText;
import dev.catalogkit.http.Exchange;

/**
 * Ends a walk at a step whose answer the model did not predict, for every profile's walk. With a
 * requirement it is a finding; without one (a set-up step no sentence names, such as creating a
 * fresh namespace or database) the walk only stops.
 */
public final class Disagreement extends RuntimeException {

  /** How much of a body a finding shows: enough to see the point, short enough for a console. */
  private static final int BODY_CHARS = 600;

  private final String requirementId;
  private final String expected;
  private final String actual;
  private final transient Exchange evidence;

  public Disagreement(String requirementId, String expected, String actual, Exchange evidence) {
    super(expected + ", got " + actual, null, false, false);
    this.requirementId = requirementId;
    this.expected = expected;
    this.actual = actual;
    this.evidence = evidence;
  }

  public boolean isFinding() {
    return requirementId != null;
  }

  public Finding at(int step) {
    return new Finding(requirementId, step, expected, actual, evidence(evidence));
  }

  /** An exchange as a finding shows it: its summary and the start of its body. */
  public static String evidence(Exchange exchange) {
    String body = exchange.body() == null ? "" : exchange.body();
    String cut = body.length() > BODY_CHARS ? body.substring(0, BODY_CHARS) + "..." : body;
    return BoundedText.cut(exchange.summary() + (cut.isEmpty() ? "" : "\n" + cut));
  }
}
