package dev.catalogkit.engine;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * The checks' assertions. Each states what the requirement expects and what came back, and keeps
 * the exchange as evidence; none of them throws anything but a {@link RequirementViolation}.
 */
public final class Expect {

  private Expect() {}

  /** The response has exactly this status. */
  public static void status(Exchange exchange, int expected) {
    statusMatches(exchange, status -> status == expected, String.valueOf(expected));
  }

  /**
   * The action under test succeeded (any 2xx). For checks whose subject is what the action did, not
   * its exact status, which the status's own requirement judges.
   */
  public static void succeeded(Exchange exchange) {
    statusMatches(exchange, status -> status / 100 == 2, "2xx (the action accepted)");
  }

  /** The response status satisfies a rule, described for the report (e.g. "a 4xx status"). */
  public static void statusMatches(Exchange exchange, IntPredicate rule, String expected) {
    if (exchange.answered() && rule.test(exchange.status())) {
      return;
    }
    throw new RequirementViolation(
        "status " + expected + " from " + exchange.operation(),
        actualStatus(exchange),
        exchange.answered() ? null : "the server sent no HTTP response",
        List.of(exchange));
  }

  /**
   * Two values are equal; {@code what} names them for the report. Two texts that differ also say
   * where, by code point, so a difference a reader cannot see (CR, a tab, a non-breaking space)
   * still shows.
   */
  public static void equal(String what, Object expected, Object actual, Exchange... evidence) {
    if (!Objects.equals(expected, actual)) {
      String where =
          expected instanceof String text && actual instanceof String other
              ? " (" + firstDifference(text, other) + ")"
              : "";
      throw new RequirementViolation(
          what + " = " + BoundedText.of(expected),
          what + " = " + BoundedText.of(actual) + where,
          null,
          List.of(evidence));
    }
  }

  /**
   * Where two texts part: {@code first difference at character 14: U+000D expected, U+000A found}.
   */
  static String firstDifference(String expected, String actual) {
    int at = 0;
    int characters = 0;
    while (at < expected.length()
        && at < actual.length()
        && expected.codePointAt(at) == actual.codePointAt(at)) {
      at += Character.charCount(expected.codePointAt(at));
      characters++;
    }
    return "first difference at character "
        + characters
        + ": "
        + codePoint(expected, at)
        + " expected, "
        + codePoint(actual, at)
        + " found";
  }

  private static String codePoint(String text, int at) {
    return at < text.length() ? String.format("U+%04X", text.codePointAt(at)) : "the end";
  }

  /** A JSON value at a pointer equals the expected text form (absent reads as "absent"). */
  public static void jsonAt(Exchange exchange, String pointer, String expected) {
    JsonNode node = exchange.at(pointer);
    String actual =
        node.isMissingNode() ? "absent" : node.isTextual() ? node.asText() : node.toString();
    equal(pointer, expected, actual, exchange);
  }

  /** A condition holds; the expected and actual texts explain it in the report. */
  public static void that(boolean holds, String expected, String actual, Exchange... evidence) {
    if (!holds) {
      throw new RequirementViolation(expected, actual, null, List.of(evidence));
    }
  }

  /** The same as {@link #that}, with a hint for the server's developers. */
  public static void thatWithHint(
      boolean holds, String expected, String actual, String hint, Exchange... evidence) {
    if (!holds) {
      throw new RequirementViolation(expected, actual, hint, List.of(evidence));
    }
  }

  /**
   * Runs an expectation whose violation is another requirement's defect when the run finds that one
   * violated: the report then shows this one as "same cause as" it instead of a problem of its own
   * (e.g. a version gone after a replace is the retention rule's finding wherever the retention
   * rule fails, and only then). Where that requirement holds, the violation is this one's.
   */
  public static void explainedBy(String requirementId, Runnable expectation) {
    try {
      expectation.run();
    } catch (RequirementViolation violation) {
      throw violation.explainedBy(requirementId);
    }
  }

  static String actualStatus(Exchange exchange) {
    if (!exchange.answered()) {
      return "no response: " + exchange.transportError();
    }
    String documented =
        exchange.statusDocumented()
            ? ""
            : " (not a documented status of " + exchange.operation() + ")";
    String type = exchange.errorType();
    return "status " + exchange.status() + documented + (type == null ? "" : " " + type);
  }
}
