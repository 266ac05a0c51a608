package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SpecDocumentTest {

  static final String ICEBERG = "openapi/iceberg-rest.yaml";
  static SpecDocument document;

  @BeforeAll
  static void load() {
    document = SpecDocument.load(ICEBERG);
  }

  @Test
  void icebergDocumentParsesWithoutAnyMessage() {
    // load() throws on the first swagger-parser message, so reaching here means zero messages
    assertThat(document.title())
        .isEqualTo("Apache Iceberg REST Catalog API (Catalog Conformance Kit profile)");
    assertThat(document.version()).isEqualTo("0.0.1");
    assertThat(document.resource()).isEqualTo(ICEBERG);
  }

  @Test
  void documentHoldsExactlyTheOperationsTheKitCalls() {
    assertThat(document.operations())
        .extracting(Operation::id)
        .containsExactlyInAnyOrder(
            "getConfig",
            "listNamespaces",
            "createNamespace",
            "loadNamespaceMetadata",
            "namespaceExists",
            "dropNamespace",
            "updateProperties",
            "listTables",
            "createTable",
            "registerTable",
            "loadTable",
            "tableExists",
            "updateTable",
            "dropTable",
            "renameTable",
            "listViews",
            "createView",
            "registerView",
            "loadView",
            "viewExists",
            "replaceView",
            "dropView",
            "renameView");
  }

  static Stream<Arguments> operations() {
    String ns = "/v1/{prefix}/namespaces";
    String one = ns + "/{namespace}";
    List<String> read = List.of("200", "400", "401", "403", "404", "419", "503", "5XX");
    List<String> exists = List.of("204", "400", "401", "403", "404", "419", "503", "5XX");
    return Stream.of(
        Arguments.of(
            "getConfig",
            "GET",
            "/v1/config",
            List.of("200", "400", "401", "403", "419", "503", "5XX")),
        Arguments.of("listNamespaces", "GET", ns, read),
        Arguments.of(
            "createNamespace",
            "POST",
            ns,
            List.of("200", "400", "401", "403", "406", "409", "419", "503", "5XX")),
        Arguments.of("loadNamespaceMetadata", "GET", one, read),
        Arguments.of("namespaceExists", "HEAD", one, exists),
        Arguments.of(
            "dropNamespace",
            "DELETE",
            one,
            List.of("204", "400", "401", "403", "404", "409", "419", "503", "5XX")),
        Arguments.of("listTables", "GET", one + "/tables", read),
        Arguments.of(
            "createTable",
            "POST",
            one + "/tables",
            List.of("200", "400", "401", "403", "404", "409", "419", "503", "5XX")),
        Arguments.of(
            "loadTable",
            "GET",
            one + "/tables/{table}",
            List.of("200", "304", "400", "401", "403", "404", "419", "503", "5XX")),
        Arguments.of(
            "registerTable",
            "POST",
            one + "/register",
            List.of("200", "400", "401", "403", "404", "409", "419", "503", "5XX")),
        Arguments.of("tableExists", "HEAD", one + "/tables/{table}", exists),
        Arguments.of("dropTable", "DELETE", one + "/tables/{table}", exists),
        Arguments.of(
            "renameTable",
            "POST",
            "/v1/{prefix}/tables/rename",
            List.of("204", "400", "401", "403", "404", "406", "409", "419", "503", "5XX")),
        Arguments.of("listViews", "GET", one + "/views", read),
        Arguments.of(
            "createView",
            "POST",
            one + "/views",
            List.of("200", "400", "401", "403", "404", "409", "419", "503", "5XX")),
        Arguments.of(
            "registerView",
            "POST",
            one + "/register-view",
            List.of("200", "400", "401", "403", "404", "409", "419", "503", "5XX")),
        Arguments.of("loadView", "GET", one + "/views/{view}", read),
        Arguments.of(
            "viewExists",
            "HEAD",
            one + "/views/{view}",
            List.of("204", "400", "401", "404", "419", "503", "5XX")),
        Arguments.of(
            "replaceView",
            "POST",
            one + "/views/{view}",
            List.of(
                "200", "400", "401", "403", "404", "409", "419", "500", "502", "503", "504",
                "5XX")),
        Arguments.of("dropView", "DELETE", one + "/views/{view}", exists),
        Arguments.of(
            "renameView",
            "POST",
            "/v1/{prefix}/views/rename",
            List.of("204", "400", "401", "403", "404", "406", "409", "419", "503", "5XX")));
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
  void createViewRequestRequiresNameSchemaViewVersionAndProperties() {
    assertThat(document.requiredProperties("CreateViewRequest"))
        .containsExactly("name", "schema", "view-version", "properties");
  }

  @Test
  void requiredPropertiesIncludeThoseInheritedThroughAllOf() {
    assertThat(document.requiredProperties("Schema")).containsExactly("type", "fields");
    assertThat(document.requiredProperties("SetCurrentViewVersionUpdate"))
        .containsExactly("action", "view-version-id");
    assertThat(document.requiredProperties("LoadViewResult"))
        .containsExactly("metadata-location", "metadata");
  }

  @Test
  void updateActionEnumListsTheTwentyFiveActionsOfTheReplaceViewPageInOrder() {
    assertThat(document.enumValues("BaseUpdate", "action"))
        .containsExactly(
            "assign-uuid",
            "upgrade-format-version",
            "add-schema",
            "set-current-schema",
            "add-spec",
            "set-default-spec",
            "add-sort-order",
            "set-default-sort-order",
            "add-snapshot",
            "set-snapshot-ref",
            "remove-snapshots",
            "remove-snapshot-ref",
            "set-location",
            "set-properties",
            "remove-properties",
            "add-view-version",
            "set-current-view-version",
            "set-statistics",
            "remove-statistics",
            "set-partition-statistics",
            "remove-partition-statistics",
            "remove-partition-specs",
            "remove-schemas",
            "add-encryption-key",
            "remove-encryption-key");
  }

  @Test
  void updateActionEnumIsFoundThroughAllOfFromAConcreteUpdate() {
    assertThat(document.enumValues("SetCurrentViewVersionUpdate", "action")).hasSize(25);
  }

  @Test
  void propertyWithoutEnumIsASpecDocumentException() {
    assertThatThrownBy(() -> document.enumValues("CreateViewRequest", "name"))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessageContaining("CreateViewRequest")
        .hasMessageContaining("name");
  }

  @Test
  void unknownComponentSchemaIsASpecDocumentException() {
    assertThatThrownBy(() -> document.requiredProperties("NoSuchSchema"))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessage(ICEBERG + " has no component schema NoSuchSchema");
  }

  @Test
  void unknownOperationIsASpecDocumentException() {
    assertThatThrownBy(() -> document.operation("commitTransaction"))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessage(ICEBERG + " has no operation commitTransaction");
  }

  @Test
  void missingResourceIsASpecDocumentException() {
    assertThatThrownBy(() -> SpecDocument.load("openapi/absent.yaml"))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessage("spec document not found on the class path: openapi/absent.yaml");
  }

  @Test
  void documentWithParseMessagesIsASpecDocumentException() {
    assertThatThrownBy(() -> SpecDocument.load("openapi/broken.yaml"))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessageStartingWith("openapi/broken.yaml is not a valid OpenAPI document: ");
  }

  @Test
  void exactStatusTakesPrecedenceOverItsRange() {
    Operation replace = document.operation("replaceView");
    assertThat(replace.documentedKey(500)).contains("500");
    assertThat(replace.documentedKey(501)).contains("5XX");
    assertThat(document.operation("renameTable").documentedKey(500)).contains("5XX");
  }

  @Test
  void statusWithoutExactRangeOrDefaultIsNotDocumented() {
    Operation load = document.operation("loadView");
    assertThat(load.documents(409)).isFalse();
    assertThat(load.documents(200)).isTrue();
    assertThat(load.documents(599)).isTrue();
    assertThat(load.documentedKey(302)).isEmpty();
  }

  @Test
  void defaultResponseDocumentsEveryOtherStatus() {
    Operation operation = new Operation("op", "GET", "/x", List.of("200", "default"));
    assertThat(operation.documentedKey(200)).contains("200");
    assertThat(operation.documentedKey(418)).contains("default");
  }

  @Test
  void responseSchemaOfA204IsEmptyAndOfAnErrorIsTheWrapper() {
    assertThat(document.responseSchema("renameTable", "204")).isEmpty();
    assertThat(document.responseSchema("loadView", "404"))
        .hasValueSatisfying(
            schema ->
                assertThat(schema.path("$ref").asText())
                    .isEqualTo("#/components/schemas/IcebergErrorResponse"));
  }

  @Test
  void everyErrorResponseOfEveryOperationIsTheIcebergErrorWrapper() {
    for (Operation operation : document.operations()) {
      for (String status : operation.documentedStatuses()) {
        if (status.startsWith("4") || status.startsWith("5")) {
          assertThat(document.responseSchema(operation.id(), status))
              .as("%s %s", operation.id(), status)
              .hasValueSatisfying(
                  schema ->
                      assertThat(schema.path("$ref").asText())
                          .isEqualTo("#/components/schemas/IcebergErrorResponse"));
        }
      }
    }
  }

  @Test
  void idempotencyKeyIsAUuidHeaderOfThirtySixCharacters() {
    JsonNode parameter = document.components().path("parameters").path("idempotencyKey");
    assertThat(parameter.path("name").asText()).isEqualTo("Idempotency-Key");
    assertThat(parameter.path("in").asText()).isEqualTo("header");
    assertThat(parameter.path("required").asBoolean()).isFalse();
    assertThat(parameter.path("schema").path("format").asText()).isEqualTo("uuid");
    assertThat(parameter.path("schema").path("minLength").asInt()).isEqualTo(36);
    assertThat(parameter.path("schema").path("maxLength").asInt()).isEqualTo(36);
  }

  /**
   * The Gravitino pages document it on these two; the public Iceberg REST spec 1.11 adds the
   * views'.
   */
  @Test
  void idempotencyKeyIsOfferedExactlyWhereTheSpecDocumentsIt() throws Exception {
    JsonNode tree;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(ICEBERG)) {
      tree = new ObjectMapper(new YAMLFactory()).readTree(in);
    }
    Set<String> offering = new TreeSet<>();
    for (Operation operation : document.operations()) {
      JsonNode parameters =
          tree.path("paths")
              .path(operation.pathTemplate())
              .path(operation.method().toLowerCase(Locale.ROOT))
              .path("parameters");
      for (JsonNode parameter : parameters) {
        if (parameter.path("$ref").asText().equals("#/components/parameters/idempotencyKey")) {
          offering.add(operation.id());
        }
      }
    }
    assertThat(offering)
        .containsExactly(
            "dropView",
            "registerTable",
            "registerView",
            "renameTable",
            "renameView",
            "replaceView");
  }
}
