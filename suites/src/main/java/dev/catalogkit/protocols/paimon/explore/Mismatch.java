package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.engine.BoundedText;
import dev.catalogkit.explore.Finding;
import dev.catalogkit.http.Exchange;

/**
 * An answer the model did not predict; it ends the walk. Tagged with the requirement whose sentence
 * made the prediction it is a finding; untagged (a set-up step no sentence names, such as creating
 * a fresh database) the walk only stops.
 */
final class Mismatch extends RuntimeException {

  /** How much of a body a finding quotes: enough to see the point, short enough for a console. */
  private static final int BODY_CHARS = 600;

  private final String requirementId;
  private final String expected;
  private final String actual;
  private final transient Exchange evidence;

  Mismatch(String requirementId, String expected, String actual, Exchange evidence) {
    super(expected + ", got " + actual, null, false, false);
    this.requirementId = requirementId;
    this.expected = expected;
    this.actual = actual;
    this.evidence = evidence;
  }

  boolean isFinding() {
    return requirementId != null;
  }

  Finding at(int step) {
    String body = evidence.body() == null ? "" : evidence.body();
    String quoted = body.length() > BODY_CHARS ? body.substring(0, BODY_CHARS) + "..." : body;
    return new Finding(
        requirementId,
        step,
        expected,
        actual,
        BoundedText.cut(evidence.summary() + (quoted.isEmpty() ? "" : "\n" + quoted)));
  }
}
