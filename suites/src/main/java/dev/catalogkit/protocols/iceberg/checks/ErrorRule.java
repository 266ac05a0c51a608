package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.http.Exchange;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The rules of the error model, each judged twice: on the errors the error-model checks provoke,
 * and on every error answer the run received (the audit). An answer a rule does not speak about
 * passes it, so one deviation fails one rule; a body served as text/plain (the middleware case) is
 * no JSON error body, so the rules about its JSON do not judge it at all: it is ICE-ERR-04's.
 */
enum ErrorRule {
  /** ICE-ERR-01; plain text from middleware is ICE-ERR-04's to judge. */
  WRAPPED(
      false,
      "a JSON object {\"error\": {...}} and no other member",
      details -> "a JSON object {\"error\": {...}} and no other member",
      details -> details.wrapped() && details.besideError().isEmpty(),
      details -> {
        if (!details.isJson()) {
          return "a body that is not JSON (Content-Type " + details.contentType() + ")";
        }
        return details.wrapped()
            ? "members beside \"error\": " + details.besideError()
            : "a body without an \"error\" object";
      }),
  /** ICE-ERR-02; a body that is not JSON at all is ICE-ERR-01's. */
  COMPLETE(
      false,
      "an error object with message (string), type (string) and code (integer)",
      details -> "message (string), type (string) and code (integer)",
      details -> !details.isJson() || details.complete(),
      ErrorDetails::kinds),
  /** ICE-ERR-11; a body without a code is ICE-ERR-02's. */
  CODE_IN_BOUNDS(
      false,
      "an error code within 400 to 600",
      details -> "error code within 400 to 600",
      details -> details.code().isEmpty() || inBounds(details.code().getAsInt()),
      details -> "error code = " + details.code().orElse(-1)),
  /** ICE-ERR-03; a body without a code is ICE-ERR-02's, one out of bounds ICE-ERR-11's. */
  CODE_IS_STATUS(
      false,
      "an error code equal to its HTTP status",
      details -> "error code = " + details.status(),
      details ->
          details.code().isEmpty()
              || !inBounds(details.code().getAsInt())
              || details.code().getAsInt() == details.status(),
      details ->
          "error code = " + details.code().orElse(-1) + " (status " + details.status() + ")"),
  /** ICE-ERR-04. */
  SERVED_AS_JSON(
      true,
      "served as application/json",
      details -> "Content-Type application/json",
      ErrorDetails::servedAsJson,
      details -> "Content-Type " + details.contentType());

  private final boolean judgesPlainText;
  private final String rule;
  private final Function<ErrorDetails, String> expected;
  private final Predicate<ErrorDetails> holds;
  private final Function<ErrorDetails, String> found;

  ErrorRule(
      boolean judgesPlainText,
      String rule,
      Function<ErrorDetails, String> expected,
      Predicate<ErrorDetails> holds,
      Function<ErrorDetails, String> found) {
    this.judgesPlainText = judgesPlainText;
    this.rule = rule;
    this.expected = expected;
    this.holds = holds;
    this.found = found;
  }

  /** The documented bounds of error.code: "Possible values: >= 400 and <= 600". */
  private static boolean inBounds(int code) {
    return code >= 400 && code <= 600;
  }

  /** The rule in words, for the audit's report. */
  String rule() {
    return rule;
  }

  /** Whether the rule speaks about this error answer: a text/plain one only if it is ICE-ERR-04. */
  boolean judges(Exchange error) {
    return judgesPlainText || !ErrorDetails.of(error).fromMiddleware();
  }

  boolean holds(Exchange error) {
    return holds.test(ErrorDetails.of(error));
  }

  String expected(Exchange error) {
    return expected.apply(ErrorDetails.of(error));
  }

  String found(Exchange error) {
    return found.apply(ErrorDetails.of(error));
  }

  /**
   * The rule holds for this error answer, or the check fails with it as evidence; an answer the
   * rule does not speak about leaves it not applicable.
   */
  void judge(Exchange error) {
    if (!judges(error)) {
      throw new NotApplicable(
          "the error was served as text/plain, the middleware case ICE-ERR-04 judges: "
              + error.summary());
    }
    Expect.that(holds(error), expected(error), found(error), error);
  }
}
