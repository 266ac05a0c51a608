package dev.catalogkit.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.spec.SpecDocument;
import dev.catalogkit.spec.SpecDocumentException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SchemaValidatorTest {

  static final ObjectMapper JSON = new ObjectMapper();
  static SchemaValidator validator;

  @BeforeAll
  static void load() {
    validator = SchemaValidator.of(SpecDocument.load("openapi/iceberg-rest.yaml"));
  }

  static ObjectNode body(String resource) {
    try (InputStream in = SchemaValidatorTest.class.getResourceAsStream("/bodies/" + resource)) {
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

  @Test
  void realisticLoadViewResultValidatesClean() {
    assertThat(validator.validate("loadView", 200, body("load-view-result.json"))).isEmpty();
    assertThat(validator.validate("createView", 200, body("load-view-result.json"))).isEmpty();
    assertThat(validator.validate("replaceView", 200, body("load-view-result.json"))).isEmpty();
  }

  @Test
  void loadViewResultWithoutMetadataLocationNamesIt() {
    ObjectNode view = body("load-view-result.json");
    view.remove("metadata-location");
    assertThat(validator.validate("loadView", 200, view))
        .containsExactly("$: required property 'metadata-location' not found");
  }

  @Test
  void viewFormatVersion2IsRejected() {
    ObjectNode view = body("load-view-result.json");
    ((ObjectNode) view.get("metadata")).put("format-version", 2);
    assertThat(validator.validate("loadView", 200, view))
        .containsExactly("$.metadata.format-version: must have a maximum value of 1");
  }

  @Test
  void viewMetadataWithoutViewUuidIsRejected() {
    ObjectNode view = body("load-view-result.json");
    ((ObjectNode) view.get("metadata")).remove("view-uuid");
    assertThat(validator.validate("loadView", 200, view))
        .containsExactly("$.metadata: required property 'view-uuid' not found");
  }

  @Test
  void unknownMembersOfASuccessBodyAreAllowed() {
    ObjectNode view = body("load-view-result.json");
    view.put("x-vendor-extension", true);
    ((ObjectNode) view.get("metadata")).putObject("vendor").put("flavour", "gravitino");
    assertThat(validator.validate("loadView", 200, view)).isEmpty();
  }

  @Test
  void integerAndUuidDefaultsAreAcceptedDespiteOverlappingValueTypes() {
    // a strict oneOf over the typed values would reject both (integer is also a number; uuid is
    // also a string); the document uses anyOf on purpose
    ObjectNode view = body("load-view-result.json");
    ArrayNode fields = (ArrayNode) view.at("/metadata/schemas/1/fields");
    assertThat(fields.get(3).path("write-default").asText())
        .isEqualTo("eb26bdb1-a1d8-4aa6-990e-da940875492c");
    assertThat(fields.get(4).path("initial-default").isInt()).isTrue();
    assertThat(validator.validate("loadView", 200, view)).isEmpty();
  }

  @Test
  void objectValuedDefaultIsRejected() {
    ObjectNode view = body("load-view-result.json");
    ((ObjectNode) view.at("/metadata/schemas/1/fields/4")).putObject("initial-default");
    assertThat(validator.validate("loadView", 200, view))
        .contains(
            "$.metadata.schemas[1].fields[4].initial-default: object found, boolean expected");
  }

  @Test
  void wrappedErrorValidatesForLoadView404() {
    JsonNode error = json("{\"error\":{\"message\":\"m\",\"type\":\"T\",\"code\":404}}");
    assertThat(validator.validate("loadView", 404, error)).isEmpty();
  }

  @Test
  void flatErrorIsRejectedForLoadView404() {
    JsonNode flat = json("{\"message\":\"m\",\"type\":\"T\",\"code\":404}");
    assertThat(validator.validate("loadView", 404, flat))
        .containsExactly(
            "$: property 'code' is not defined in the schema and the schema does not allow additional properties",
            "$: property 'message' is not defined in the schema and the schema does not allow additional properties",
            "$: property 'type' is not defined in the schema and the schema does not allow additional properties",
            "$: required property 'error' not found");
  }

  @Test
  void errorCodeOutsideFourHundredToSixHundredIsRejected() {
    JsonNode error = json("{\"error\":{\"message\":\"m\",\"type\":\"T\",\"code\":200}}");
    assertThat(validator.validate("replaceView", 409, error))
        .containsExactly("$.error.code: must have a minimum value of 400");
  }

  @Test
  void serverErrorFallsBackToThe5xxRangeAndUsesTheWrapper() {
    JsonNode wrapped = json("{\"error\":{\"message\":\"m\",\"type\":\"T\",\"code\":507}}");
    assertThat(validator.validate("renameTable", 507, wrapped)).isEmpty();
    assertThat(validator.validate("renameTable", 507, json("{}")))
        .containsExactly("$: required property 'error' not found");
  }

  @Test
  void renameTable204HasNoSchemaSoNothingIsReported() {
    assertThat(validator.validate("renameTable", 204, null)).isEmpty();
    assertThat(validator.validate("renameTable", 204, json("{\"anything\":1}"))).isEmpty();
  }

  @Test
  void headAnswersAreNeverValidated() {
    assertThat(validator.validate("viewExists", 404, null)).isEmpty();
  }

  @Test
  void undocumentedStatusIsNotValidatedHere() {
    assertThat(validator.validate("loadView", 409, json("{}"))).isEmpty();
  }

  @Test
  void missingBodyWhereJsonIsDocumentedIsAViolation() {
    assertThat(validator.validate("loadView", 200, null))
        .containsExactly("$: no body, but a JSON body is documented for loadView 200");
  }

  @Test
  void unknownOperationIsASpecDocumentException() {
    assertThatThrownBy(() -> validator.validate("commitTransaction", 200, json("{}")))
        .isInstanceOf(SpecDocumentException.class);
  }

  @Test
  void referenceOutsideTheDocumentIsRefusedNotFetched() {
    SchemaValidator remote = SchemaValidator.of(SpecDocument.load("openapi/remote-ref.yaml"));
    assertThatThrownBy(() -> remote.validate("listThings", 200, json("[]")))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessageStartingWith(
            "openapi/remote-ref.yaml: the schema of listThings 200 does not compile: ");
  }

  @Test
  void configWithEndpointsAndIdempotencyLifetimeValidatesClean() {
    JsonNode config =
        json(
            "{\"defaults\":{\"prefix\":\"cat\"},\"overrides\":{},"
                + "\"endpoints\":[\"GET /v1/{prefix}/namespaces\"],"
                + "\"idempotency-key-lifetime\":\"PT30M\"}");
    assertThat(validator.validate("getConfig", 200, config)).isEmpty();
  }

  @Test
  void configWithoutOverridesOrWithNonStringDefaultIsRejected() {
    JsonNode config = json("{\"defaults\":{\"clients\":4}}");
    assertThat(validator.validate("getConfig", 200, config))
        .containsExactly(
            "$.defaults.clients: integer found, string expected",
            "$: required property 'overrides' not found");
  }

  @Test
  void emptyV3TableWithNullCurrentSnapshotValidatesClean() {
    assertThat(validator.validate("loadTable", 200, body("load-table-result.v3-empty.json")))
        .isEmpty();
    assertThat(validator.validate("createTable", 200, body("load-table-result.v3-empty.json")))
        .isEmpty();
  }

  @Test
  void tableMetadataNeedsOnlyFormatVersionAndTableUuid() {
    JsonNode minimal =
        json(
            "{\"metadata\":{\"format-version\":2,\"table-uuid\":\"u\"},\"metadata-location\":null}");
    assertThat(validator.validate("loadTable", 200, minimal)).isEmpty();
    JsonNode noUuid = json("{\"metadata\":{\"format-version\":4}}");
    assertThat(validator.validate("loadTable", 200, noUuid))
        .containsExactly(
            "$.metadata.format-version: must have a maximum value of 3",
            "$.metadata: required property 'table-uuid' not found");
  }

  @Test
  void listingsAcceptANullOrAbsentNextPageToken() {
    assertThat(
            validator.validate(
                "listViews",
                200,
                json(
                    "{\"identifiers\":[{\"namespace\":[\"a\",\"b\"],\"name\":\"v\"}],"
                        + "\"next-page-token\":null}")))
        .isEmpty();
    assertThat(
            validator.validate("listNamespaces", 200, json("{\"namespaces\":[[\"a\"],[\"b\"]]}")))
        .isEmpty();
    assertThat(validator.validate("listTables", 200, json("{\"identifiers\":[{\"name\":\"t\"}]}")))
        .containsExactly("$.identifiers[0]: required property 'namespace' not found");
  }

  @Test
  void namespaceWithoutPropertySupportMayAnswerNullProperties() {
    assertThat(
            validator.validate(
                "loadNamespaceMetadata", 200, json("{\"namespace\":[\"a\"],\"properties\":null}")))
        .isEmpty();
  }

  @Test
  void validationIsThreadSafeAndGivesTheSameAnswerEveryTime() throws Exception {
    SchemaValidator fresh = SchemaValidator.of(SpecDocument.load("openapi/iceberg-rest.yaml"));
    ObjectNode broken = body("load-view-result.json");
    ((ObjectNode) broken.get("metadata")).put("format-version", 2);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<List<String>>> answers = new ArrayList<>();
      for (int i = 0; i < 64; i++) {
        JsonNode input = i % 2 == 0 ? broken : body("load-view-result.json");
        String operation = i % 3 == 0 ? "loadView" : "replaceView";
        answers.add(pool.submit(() -> fresh.validate(operation, 200, input)));
      }
      for (int i = 0; i < answers.size(); i++) {
        List<String> expected =
            i % 2 == 0
                ? List.of("$.metadata.format-version: must have a maximum value of 1")
                : List.of();
        assertThat(answers.get(i).get()).isEqualTo(expected);
      }
    } finally {
      pool.shutdown();
    }
  }
}
