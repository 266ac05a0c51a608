package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ErrorResponse;
import java.util.List;
import java.util.Objects;

/**
 * What the model expects of every answer: the status it predicted (a success by its class), and a
 * body as documented. Each miss is a {@link Disagreement} under the rule that made the prediction,
 * or under the rule of the body's shape.
 */
final class Answers {

  private final List<String> resourceTypes;

  /**
   * @param resourceTypes the resource types the document gives an ErrorResponse (PAI-ERR-07)
   */
  Answers(List<String> resourceTypes) {
    this.resourceTypes = List.copyOf(resourceTypes);
  }

  /** The predicted status under {@code rule}, then a documented body. */
  void status(Exchange answer, int status, String rule) {
    boolean bothSucceeded = status < 300 && answer.succeeded();
    if (!bothSucceeded && !answer.hasStatus(status)) {
      String got = answer.answered() ? String.valueOf(answer.status()) : answer.summary();
      throw new Disagreement(rule, "status " + status, "status " + got, answer);
    }
    if (answer.isError()) {
      errorBody(answer);
    } else if (!answer.schemaViolations().isEmpty()) {
      throw new Disagreement(
          isSemanticView(answer) ? "PAI-UPS-01" : "PAI-RSP-01",
          "a body valid against the document",
          String.join("; ", answer.schemaViolations()),
          answer);
    }
  }

  /**
   * An error of a semantic-view route names resourceType SEMANTIC_VIEW: an error about the view
   * itself by PAI-ERR-01, the 409 of a name a SQL view holds by PAI-ERR-06.
   */
  static void namesSemanticView(String rule, Exchange error) {
    same(rule, "resourceType", "SEMANTIC_VIEW", error.errorType(), error);
  }

  /** A value the answer shows is the one the model holds. */
  static void same(String rule, String what, Object expected, Object actual, Exchange answer) {
    if (!Objects.equals(expected, actual)) {
      throw new Disagreement(
          rule, what + " = " + show(expected), what + " = " + show(actual), answer);
    }
  }

  /** Every error is an ErrorResponse whose code is its status and whose resource type is known. */
  private void errorBody(Exchange error) {
    ErrorResponse response = ErrorResponse.in(error);
    if (!response.isShaped()) {
      throw new Disagreement(
          "PAI-ERR-04", "an ErrorResponse (message, code)", showBody(error), error);
    }
    if (!response.codeIs(error.status())) {
      throw new Disagreement(
          "PAI-ERR-05", "code = " + error.status(), "code = " + response.code(), error);
    }
    if (!response.namesResourceTypeAmong(resourceTypes)) {
      throw new Disagreement(
          "PAI-ERR-07",
          "resourceType null or one of " + resourceTypes,
          "resourceType " + response.resourceType(),
          error);
    }
  }

  /** A success body that is the semantic view itself, PAI-UPS-01's full object. */
  private static boolean isSemanticView(Exchange answer) {
    return answer.operation().equals("upsertSemanticView")
        || answer.operation().equals("getSemanticView");
  }

  private static String showBody(Exchange answer) {
    return answer.body() == null || answer.body().isEmpty() ? "no body" : "another body";
  }

  private static String show(Object value) {
    return value == null ? "(none)" : value.toString();
  }
}
