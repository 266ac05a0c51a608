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
   * Notes the exception type the spec names for this error; the audit judges it under its own
   * SHOULD requirement ({@link ErrorTypeAudit}), so a wrong type never fails the calling check.
   */
  public static void errorType(Exchange exchange, String expectedType) {
    RunContext.current().errorTypes().note(exchange, expectedType);
  }

  /** Two values are equal; {@code what} names them for the report. */
  public static void equal(String what, Object expected, Object actual, Exchange... evidence) {
    if (!Objects.equals(expected, actual)) {
      throw new RequirementViolation(
          what + " = " + expected, what + " = " + actual, null, List.of(evidence));
    }
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

  static String actualStatus(Exchange exchange) {
    if (!exchange.answered()) {
      return "no response: " + exchange.transportError();
    }
    String documented =
        RunContext.current().spec().operation(exchange.operation()).documents(exchange.status())
            ? ""
            : " (not a documented status of " + exchange.operation() + ")";
    String type = ErrorBody.type(exchange);
    return "status " + exchange.status() + documented + (type == null ? "" : " " + type);
  }
}
