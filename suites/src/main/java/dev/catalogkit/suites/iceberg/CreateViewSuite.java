package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** POST /v1/{prefix}/namespaces/{namespace}/views (seed 001). */
@ConformanceSuite
@RequiresOperation("createView")
class CreateViewSuite {

  static final String TYPED_DEFAULTS = "views/create.typed-defaults.json";
  private static final String SCHEMA_ID_MISMATCH = "views/create.schema-id-mismatch.json";

  private final IcebergSteps steps = IcebergSteps.current();

  @Test
  @Verifies("ICE-VCR-01")
  void creatingAViewInAnExistingNamespaceAnswers200WithItsMetadata() {
    String name = steps.newName("created");
    Exchange created = steps.createView(IcebergSteps.MINIMAL_VIEW, name);
    Expect.status(created, 200);
    Expect.that(
        created.at("/metadata").isObject(),
        "a LoadViewResult with a metadata object",
        created.json().isPresent() ? "no metadata object" : "a body that is not JSON",
        created);
  }

  @Test
  @Verifies("ICE-VCR-02")
  void createdViewCarriesTheSentDefinition() {
    String name = steps.newName("definition");
    ObjectNode sent = steps.viewBody(IcebergSteps.MINIMAL_VIEW, name);
    Exchange created = steps.createView(sent, IcebergSteps.MINIMAL_VIEW);
    Precondition.require(created, 200, "create the view " + name);
    JsonNode version = ViewMetadata.currentVersion(created.at("/metadata"));
    JsonNode sentVersion = sent.path("view-version");
    Expect.equal(
        "current version's representations",
        sentVersion.path("representations"),
        version.path("representations"),
        created);
    Expect.equal(
        "current version's default-namespace",
        sentVersion.path("default-namespace"),
        version.path("default-namespace"),
        created);
    Expect.equal(
        "properties.comment",
        sent.at("/properties/comment"),
        created.at("/metadata/properties/comment"),
        created);
  }

  @Test
  @Verifies("ICE-VCR-03")
  void viewVersionSchemaIdIsReplacedByTheAssignedSchemaId() {
    String name = steps.newName("schema_id");
    Exchange created = steps.createView(SCHEMA_ID_MISMATCH, name);
    Precondition.require(created, 200, "create a view whose view-version names schema-id 7");
    JsonNode metadata = created.at("/metadata");
    Integer assigned = ViewMetadata.schemaIdWithField(metadata, "event_count");
    Precondition.require(assigned != null, "the response lists the provided schema");
    Expect.equal(
        "current version's schema-id",
        assigned,
        ViewMetadata.currentVersion(metadata).path("schema-id").asInt(),
        created);
  }

  @Test
  @Verifies("ICE-VCR-04")
  void creatingAViewInAMissingNamespaceAnswers404NoSuchNamespace() {
    Exchange created = steps.createViewInAMissingNamespace(steps.newName("orphan"));
    Expect.status(created, 404);
    Expect.errorType(created, "NoSuchNamespaceException");
  }

  @Test
  @Verifies("ICE-VCR-05")
  void creatingAnExistingViewAnswers409AndChangesNothing() {
    IcebergSteps.CreatedView view = steps.createdView("existing");
    ObjectNode again = steps.viewBody(IcebergSteps.MINIMAL_VIEW, view.name());
    ((ObjectNode) again.at("/view-version/representations/0"))
        .put("sql", "SELECT 409 AS event_count");
    Exchange conflict = steps.createView(again, IcebergSteps.MINIMAL_VIEW);
    Expect.status(conflict, 409);
    Expect.errorType(conflict, "AlreadyExistsException");
    JsonNode after = steps.loadedMetadata(view.name());
    Expect.equal(
        "current SQL after the refused create",
        ViewMetadata.sqlOf(ViewMetadata.currentVersion(view.metadata())),
        ViewMetadata.sqlOf(ViewMetadata.currentVersion(after)),
        conflict);
  }

  @Test
  @Verifies("ICE-VCR-06")
  void invalidJsonAnswers400AndCreatesNothing() {
    Exchange rejected = steps.createViewWithInvalidJson();
    Expect.status(rejected, 400);
    Expect.status(steps.client().loadView(steps.namespace(), "broken"), 404);
  }

  @ParameterizedTest(name = "without {0}")
  @MethodSource("requiredProperties")
  @Verifies("ICE-VCR-07")
  void bodyWithoutARequiredPropertyAnswers400AndCreatesNothing(String property) {
    String name = steps.newName("incomplete");
    ObjectNode body = steps.viewBody(IcebergSteps.MINIMAL_VIEW, name);
    body.remove(property);
    Exchange rejected = steps.createView(body, IcebergSteps.MINIMAL_VIEW + " without " + property);
    Expect.status(rejected, 400);
    Expect.status(steps.client().loadView(steps.namespace(), name), 404);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("typedDefaultFields")
  @Verifies("ICE-VCR-08")
  void typedDefaultValuesComeBackInTheDocumentedSerialization(String field) {
    String name = steps.newName("defaults");
    ObjectNode sent = steps.viewBody(TYPED_DEFAULTS, name);
    JsonNode sentField = fieldNamed(sent.path("schema"), field);
    ((ObjectNode) sent.path("schema")).putArray("fields").add(sentField);
    Exchange created = steps.createView(sent, TYPED_DEFAULTS + " (only " + field + ")");
    Expect.statusMatches(
        created, status -> status >= 200 && status < 300, "2xx (the view accepted)");
    JsonNode returnedField = fieldNamed(created.at("/metadata/schemas/0"), field);
    for (String which : new String[] {"initial-default", "write-default"}) {
      Expect.equal(field + " " + which, sentField.path(which), returnedField.path(which), created);
    }
  }

  static Stream<String> requiredProperties() {
    return RunContext.current().spec().requiredProperties("CreateViewRequest").stream();
  }

  static Stream<String> typedDefaultFields() {
    JsonNode fields = Fixtures.json(TYPED_DEFAULTS).at("/schema/fields");
    return StreamSupport.stream(fields.spliterator(), false).map(f -> f.path("name").asText());
  }

  private static JsonNode fieldNamed(JsonNode schema, String name) {
    return StreamSupport.stream(schema.path("fields").spliterator(), false)
        .filter(field -> name.equals(field.path("name").asText()))
        .findFirst()
        .orElse(MissingNode.getInstance());
  }
}
