package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.http.Exchange;
import java.util.Locale;
import java.util.Objects;

/**
 * The model's predictions held against an answer; each miss is a {@link Disagreement} tagged with
 * the rule that made the prediction (null: a set-up step no sentence names).
 */
final class Predictions {

  private Predictions() {}

  /**
   * The status predicted (a success by its class: which 2xx is a check's to judge), and a body
   * valid against the document and served as JSON (ICE-RSP-01 for a success, ICE-ERR-01/02 for an
   * error's body, ICE-ERR-04 for its media type).
   */
  static void status(Exchange answer, int status, String rule) {
    boolean bothSucceeded = status < 300 && answer.succeeded();
    if (!bothSucceeded && !answer.hasStatus(status)) {
      String got = answer.answered() ? String.valueOf(answer.status()) : answer.summary();
      throw new Disagreement(rule, "status " + status, "status " + got, answer);
    }
    if (!answer.schemaViolations().isEmpty()) {
      throw new Disagreement(
          answer.succeeded() ? "ICE-RSP-01" : errorRule(answer),
          "a body valid against the document",
          String.join("; ", answer.schemaViolations()),
          answer);
    }
    if (!servedAsJson(answer)) {
      throw new Disagreement(
          answer.succeeded() ? "ICE-RSP-01" : "ICE-ERR-04",
          "a body served as application/json",
          "Content-Type " + answer.header("Content-Type"),
          answer);
    }
  }

  /** A body, if any, says it is JSON: the document's only media type (a 204 has none). */
  private static boolean servedAsJson(Exchange answer) {
    String type = String.valueOf(answer.header("Content-Type")).toLowerCase(Locale.ROOT);
    return answer.body() == null
        || answer.body().isEmpty()
        || type.startsWith("application/json")
        || type.contains("+json");
  }

  /**
   * The rule an error body outside the document breaks: its wrapping ({@code {"error": {...}}} and
   * nothing else, ICE-ERR-01) or, wrapped, its members (ICE-ERR-02).
   */
  private static String errorRule(Exchange answer) {
    boolean wrapped =
        answer
            .json()
            .filter(body -> body.isObject() && body.size() == 1 && body.path("error").isObject())
            .isPresent();
    return wrapped ? "ICE-ERR-02" : "ICE-ERR-01";
  }

  /** A value the answer shows is the one the model holds. */
  static void same(String rule, String what, Object expected, Object actual, Exchange answer) {
    if (!Objects.equals(expected, actual)) {
      throw new Disagreement(
          rule, what + " = " + show(expected), what + " = " + show(actual), answer);
    }
  }

  /** A keyed retry answers as the first request did: the same status, the same body. */
  static void replay(Exchange first, Exchange retry, String rule) {
    same(rule, "status of the keyed retry", first.status(), retry.status(), retry);
    same(rule, "body of the keyed retry", first.body(), retry.body(), retry);
  }

  private static String show(Object value) {
    return value == null ? "(none)" : value.toString();
  }
}
