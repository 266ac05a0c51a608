package dev.catalogkit.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.spec.RequestCases;
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.SpecDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The negative cases of the kit's OpenAPI document ({@link RequestCases}) as the checks use them:
 * picked for a rule, fitted to a valid request of the check's, and sent broken in exactly their
 * way.
 */
public final class DocumentCases {

  private static final ObjectMapper JSON = new ObjectMapper();

  private DocumentCases() {}

  /** The operation's body cases this rule judges that the valid body has room for. */
  public static Stream<Case> bodyCases(
      SpecDocument spec, String operationId, RequestBody valid, Predicate<Case> rule) {
    JsonNode body = parse(valid);
    return RequestCases.of(spec, operationId).stream()
        .filter(broken -> !broken.isQuery())
        .filter(rule)
        .filter(broken -> broken.appliesTo(body));
  }

  /** The operation's cases of query parameters beyond their documented bounds. */
  public static Stream<Case> queryCases(SpecDocument spec, String operationId) {
    return RequestCases.of(spec, operationId).stream().filter(Case::isQuery);
  }

  /** The valid body, broken in the case's way; the fixture name says which. */
  public static RequestBody broken(RequestBody valid, Case broken) {
    String fixture = (valid.fixture() == null ? "" : valid.fixture() + " ") + broken.location();
    if (broken.kind() == RequestCases.Kind.INVALID_JSON) {
      return new RequestBody(Case.cutOff(valid.text()), fixture);
    }
    return RequestBody.json(broken.applyTo(parse(valid)), fixture);
  }

  /** The query parameter and value a query case sends. */
  public static String parameter(Case broken) {
    return broken.path().get(0);
  }

  public static String value(Case broken) {
    return broken.value().asText();
  }

  private static JsonNode parse(RequestBody valid) {
    try {
      return JSON.readTree(valid.text());
    } catch (IOException e) {
      throw new UncheckedIOException("a valid body of the kit's is JSON", e);
    }
  }
}
