package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.schema.SchemaValidator;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Paimon REST document (the Paimon Semantic Views page plus public Paimon REST facts): its
 * operations as the kit's client builds them, and how {@link SchemaValidator} judges Paimon bodies
 * against it. The {@code *.peer.json} bodies are what Paimon's own REST test server 1.4.2 answered.
 */
class PaimonSpecDocumentTest {

  static final String PAIMON = "openapi/paimon-rest.yaml";
  static final ObjectMapper JSON = new ObjectMapper();
  static SpecDocument document;
  static SchemaValidator validator;

  @BeforeAll
  static void load() {
    document = SpecDocument.load(PAIMON);
    validator = SchemaValidator.of(document);
  }

  static ObjectNode body(String resource) {
    try (InputStream in = PaimonSpecDocumentTest.class.getResourceAsStream("/paimon/" + resource)) {
      if (in == null) {
        throw new IllegalStateException("no test body /paimon/" + resource);
      }
      return (ObjectNode) JSON.readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new IllegalArgumentException(text, e);
    }
  }

  // ---- the document -----------------------------------------------------------------------------

  @Test
  void paimonDocumentParsesWithoutAnyMessage() {
    // load() throws on the first swagger-parser message, so reaching here means zero messages
    assertThat(document.title())
        .isEqualTo("Apache Paimon REST Catalog API (Catalog Conformance Kit profile)");
    assertThat(document.version()).isEqualTo("0.0.1");
    assertThat(document.resource()).isEqualTo(PAIMON);
  }

  @Test
  void documentHoldsExactlyTheOperationsTheKitCalls() {
    assertThat(document.operations())
        .extracting(Operation::id)
        .containsExactlyInAnyOrder(
            "getConfig",
            "listDatabases",
            "createDatabase",
            "getDatabase",
            "dropDatabase",
            "listTables",
            "createTable",
            "getTable",
            "renameTable",
            "listViews",
            "createView",
            "getView",
            "alterView",
            "dropView",
            "renameView",
            "listViewDetails",
            "listViewsGlobally",
            "listSemanticViews",
            "getSemanticView",
            "upsertSemanticView",
            "deleteSemanticView");
  }

  static Stream<Arguments> operations() {
    String dbs = "/v1/{prefix}/databases";
    String db = dbs + "/{database}";
    String semantic = db + "/semantic-views";
    String one = semantic + "/{semanticView}";
    return Stream.of(
        Arguments.of("getConfig", "GET", "/v1/config", List.of("200")),
        Arguments.of("listDatabases", "GET", dbs, List.of("200")),
        Arguments.of("createDatabase", "POST", dbs, List.of("200", "409")),
        Arguments.of("getDatabase", "GET", db, List.of("200", "404")),
        Arguments.of("dropDatabase", "DELETE", db, List.of("200", "404")),
        Arguments.of("listTables", "GET", db + "/tables", List.of("200", "404")),
        Arguments.of("createTable", "POST", db + "/tables", List.of("200", "404", "409")),
        Arguments.of("getTable", "GET", db + "/tables/{table}", List.of("200", "404")),
        Arguments.of(
            "renameTable", "POST", "/v1/{prefix}/tables/rename", List.of("200", "404", "409")),
        Arguments.of("listViews", "GET", db + "/views", List.of("200", "404")),
        Arguments.of("createView", "POST", db + "/views", List.of("200", "404", "409")),
        Arguments.of("getView", "GET", db + "/views/{view}", List.of("200", "404")),
        Arguments.of("alterView", "POST", db + "/views/{view}", List.of("200", "404")),
        Arguments.of("dropView", "DELETE", db + "/views/{view}", List.of("200", "404")),
        Arguments.of(
            "renameView", "POST", "/v1/{prefix}/views/rename", List.of("200", "404", "409")),
        Arguments.of("listViewDetails", "GET", db + "/view-details", List.of("200", "404")),
        Arguments.of("listViewsGlobally", "GET", "/v1/{prefix}/views", List.of("200")),
        Arguments.of(
            "listSemanticViews",
            "GET",
            semantic,
            List.of("200", "400", "401", "403", "404", "501")),
        Arguments.of("getSemanticView", "GET", one, List.of("200", "401", "403", "404", "501")),
        Arguments.of(
            "upsertSemanticView",
            "POST",
            one,
            List.of("200", "400", "401", "403", "404", "409", "413", "501")),
        Arguments.of(
            "deleteSemanticView",
            "DELETE",
            one,
            List.of("200", "401", "403", "404", "409", "501")));
  }

  @ParameterizedTest(name = "{0} is {1} {2}")
  @MethodSource("operations")
  void operationHasItsMethodPathAndDocumentedStatuses(
      String id, String method, String path, List<String> statuses) {
    Operation operation = document.operation(id);
    assertThat(operation.method()).isEqualTo(method);
    assertThat(operation.pathTemplate()).isEqualTo(path);
    assertThat(operation.documentedStatuses()).containsExactlyElementsOf(statuses);
  }

  @Test
  void semanticViewDefinitionRequiresFormatThenContent() {
    assertThat(document.requiredProperties("SemanticViewDefinition"))
        .containsExactly("format", "content");
  }

  @Test
  void semanticViewListAndErrorRequireTheMembersTheSpecPageNames() {
    assertThat(document.requiredProperties("SemanticView")).containsExactly("name", "definition");
    assertThat(document.requiredProperties("UpsertSemanticViewRequest"))
        .containsExactly("definition");
    assertThat(document.requiredProperties("ListSemanticViewsResponse"))
        .containsExactly("semanticViews");
    assertThat(document.requiredProperties("ErrorResponse")).containsExactly("message", "code");
  }

  @Test
  void everyErrorResponseOfEveryOperationIsTheFlatErrorResponse() {
    for (Operation operation : document.operations()) {
      for (String status : operation.documentedStatuses()) {
        if (status.startsWith("4") || status.startsWith("5")) {
          assertThat(document.responseSchema(operation.id(), status))
              .as("%s %s", operation.id(), status)
              .hasValueSatisfying(
                  schema ->
                      assertThat(schema.path("$ref").asText())
                          .isEqualTo("#/components/schemas/ErrorResponse"));
        }
      }
    }
  }

  @ParameterizedTest(name = "{0} 200 documents no body")
  @ValueSource(
      strings = {
        "createDatabase",
        "dropDatabase",
        "createTable",
        "renameTable",
        "createView",
        "alterView",
        "dropView",
        "deleteSemanticView"
      })
  void answersPaimonSendsWithoutABodyDocumentNone(String operationId) {
    assertThat(document.responseSchema(operationId, "200")).isEmpty();
    assertThat(validator.validate(operationId, 200, null)).isEmpty();
  }

  @Test
  void semanticListMaxResultsIsBoundedFromOneToOneThousand() {
    JsonNode parameter = document.components().path("parameters").path("semanticMaxResults");
    assertThat(parameter.path("name").asText()).isEqualTo("maxResults");
    assertThat(parameter.path("in").asText()).isEqualTo("query");
    assertThat(parameter.path("schema").path("minimum").asInt()).isEqualTo(1);
    assertThat(parameter.path("schema").path("maximum").asInt()).isEqualTo(1000);
  }

  @ParameterizedTest(name = "{0} is one percent-encoded UTF-8 path segment")
  @ValueSource(strings = {"database", "table", "view", "semanticView"})
  void namePathParametersAreSinglePercentEncodedUtf8Segments(String name) {
    JsonNode parameter = document.components().path("parameters").path(name);
    assertThat(parameter.path("name").asText()).isEqualTo(name);
    assertThat(parameter.path("in").asText()).isEqualTo("path");
    assertThat(parameter.path("required").asBoolean()).isTrue();
    assertThat(parameter.path("description").asText().toLowerCase(Locale.ROOT))
        .contains("path segment", "percent-encoded", "utf-8", "never split");
  }

  // ---- validating bodies ------------------------------------------------------------------------

  @Test
  void theSpecPagesSemanticViewValidatesCleanForGetAndUpsert() {
    ObjectNode view = body("semantic-view.order-metrics.json");
    assertThat(validator.validate("getSemanticView", 200, view)).isEmpty();
    assertThat(validator.validate("upsertSemanticView", 200, view)).isEmpty();
  }

  @Test
  void semanticViewWithoutDefinitionContentIsFlagged() {
    ObjectNode view = body("semantic-view.order-metrics.json");
    ((ObjectNode) view.get("definition")).remove("content");
    assertThat(validator.validate("getSemanticView", 200, view))
        .containsExactly("$.definition: required property 'content' not found");
  }

  @Test
  void semanticViewWithEmptyOrBlankFormatIsFlagged() {
    ObjectNode empty = body("semantic-view.order-metrics.json");
    ((ObjectNode) empty.get("definition")).put("format", "");
    assertThat(validator.validate("upsertSemanticView", 200, empty))
        .containsExactly(
            "$.definition.format: does not match the regex pattern \\S",
            "$.definition.format: must be at least 1 characters long");
    ObjectNode blank = body("semantic-view.order-metrics.json");
    ((ObjectNode) blank.get("definition")).put("format", " \t ");
    assertThat(validator.validate("upsertSemanticView", 200, blank))
        .containsExactly("$.definition.format: does not match the regex pattern \\S");
  }

  @Test
  void semanticViewWithoutDefinitionIsFlagged() {
    assertThat(validator.validate("getSemanticView", 200, json("{\"name\":\"order_metrics\"}")))
        .containsExactly("$: required property 'definition' not found");
  }

  @Test
  void unknownMembersOfASemanticViewAreAllowed() {
    ObjectNode view = body("semantic-view.order-metrics.json");
    view.put("owner", "alice");
    ((ObjectNode) view.get("definition")).put("x-vendor", 1);
    assertThat(validator.validate("getSemanticView", 200, view)).isEmpty();
  }

  @Test
  void semanticListWithOrWithoutTokenValidatesAndWithoutNamesIsFlagged() {
    assertThat(
            validator.validate(
                "listSemanticViews",
                200,
                json("{\"semanticViews\":[\"order_metrics\"],\"nextPageToken\":\"opaque-token\"}")))
        .isEmpty();
    assertThat(validator.validate("listSemanticViews", 200, json("{\"semanticViews\":[]}")))
        .isEmpty();
    assertThat(validator.validate("listSemanticViews", 200, json("{\"nextPageToken\":null}")))
        .containsExactly("$: required property 'semanticViews' not found");
  }

  @Test
  void flatErrorResponseValidatesForUpsert413() {
    assertThat(validator.validate("upsertSemanticView", 413, body("error.content-too-large.json")))
        .isEmpty();
  }

  @Test
  void icebergWrappedErrorIsFlaggedForUpsert413() {
    assertThat(validator.validate("upsertSemanticView", 413, body("error.iceberg-wrapped.json")))
        .containsExactly(
            "$: required property 'code' not found", "$: required property 'message' not found");
  }

  @Test
  void emptyErrorBodyIsFlaggedWhereAnErrorResponseIsDocumented() {
    // Paimon's test server answers 401 with no body; on the semantic routes that is a violation
    assertThat(validator.validate("getSemanticView", 401, null))
        .containsExactly("$: no body, but a JSON body is documented for getSemanticView 401");
  }

  @Test
  void bodiesPaimonsTestServerAnsweredValidateClean() {
    assertThat(validator.validate("getConfig", 200, body("config.peer.json"))).isEmpty();
    assertThat(validator.validate("getDatabase", 200, body("database.peer.json"))).isEmpty();
    assertThat(validator.validate("getView", 200, body("view.peer.json"))).isEmpty();
    assertThat(validator.validate("getDatabase", 404, body("error.database-not-found.peer.json")))
        .isEmpty();
    assertThat(
            validator.validate(
                "listViews", 200, json("{\"views\":[\"v1\",\"v2\"],\"nextPageToken\":null}")))
        .isEmpty();
    assertThat(
            validator.validate(
                "listDatabases", 200, json("{\"databases\":[\"db1\"],\"nextPageToken\":\"db1\"}")))
        .isEmpty();
    ObjectNode details = JSON.createObjectNode();
    details.putArray("viewDetails").add(body("view.peer.json"));
    details.putNull("nextPageToken");
    assertThat(validator.validate("listViewDetails", 200, details)).isEmpty();
  }

  @Test
  void viewDetailWithoutNameIsFlagged() {
    ObjectNode view = body("view.peer.json");
    view.remove("name");
    ObjectNode details = JSON.createObjectNode();
    details.putArray("viewDetails").add(view);
    assertThat(validator.validate("listViewDetails", 200, details))
        .containsExactly("$.viewDetails[0]: required property 'name' not found");
  }

  @Test
  void configWithANonStringDefaultIsFlagged() {
    assertThat(validator.validate("getConfig", 200, json("{\"defaults\":{\"prefix\":4}}")))
        .containsExactly("$.defaults.prefix: integer found, string expected");
  }
}
