package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** POST /v1/{prefix}/namespaces/{namespace}/views (the Create a view page). */
@ConformanceSuite
@RequiresOperation("createView")
class CreateViewSuite {

  static final String TYPED_DEFAULTS = "views/create.typed-defaults.json";
  private static final String SCHEMA_ID_MISMATCH = "views/create.schema-id-mismatch.json";
  private static final List<String> DEFAULTS = List.of("initial-default", "write-default");

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
    Expect.succeeded(created);
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
    Expect.succeeded(created);
    JsonNode metadata = created.at("/metadata");
    Integer assigned = ViewMetadata.schemaIdWithField(metadata, "event_count");
    Expect.that(
        assigned != null,
        "the created view lists the schema it was created with",
        "schemas " + metadata.path("schemas"),
        created);
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
    steps.expectNoView("broken");
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
    steps.expectNoView(name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("typedDefaultFields")
  @Verifies("ICE-VCR-08")
  void typedDefaultValuesComeBackInTheDocumentedSerialization(String field) {
    TypedDefault sent = TypedDefault.create(steps, field);
    if (!sent.created().succeeded()) {
      throw new NotApplicable(
          "the server did not store a view with this default ("
              + sent.created().summary()
              + "); ICE-VCR-09 judges that");
    }
    for (String which : DEFAULTS) {
      JsonNode returned = sent.returnedField().path(which);
      if (returned.isMissingNode()) {
        throw new NotApplicable(
            "the server answers no " + which + " for " + field + "; ICE-VCR-09 judges that");
      }
      Expect.equal(field + " " + which, sent.field().path(which), returned, sent.created());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("typedDefaultFields")
  @Verifies("ICE-VCR-09")
  void typedDefaultValuesAreKeptOrDeclinedCleanly(String field) {
    TypedDefault sent = TypedDefault.create(steps, field);
    Expect.statusMatches(
        sent.created(),
        status -> status / 100 == 2 || status / 100 == 4,
        "2xx (kept), or 4xx (declined cleanly)");
    if (sent.created().succeeded()) {
      for (String which : DEFAULTS) {
        Expect.that(
            !sent.returnedField().path(which).isMissingNode(),
            field + " with its " + which,
            "the created view's field has no " + which,
            sent.created());
      }
    }
  }

  /** A view created with one field of the typed-defaults fixture, and what the server answered. */
  private record TypedDefault(JsonNode field, Exchange created) {

    static TypedDefault create(IcebergSteps steps, String field) {
      String name = steps.newName("defaults");
      ObjectNode body = steps.viewBody(TYPED_DEFAULTS, name);
      JsonNode sentField = fieldNamed(body.path("schema"), field);
      ((ObjectNode) body.path("schema")).putArray("fields").add(sentField);
      return new TypedDefault(
          sentField, steps.createView(body, TYPED_DEFAULTS + " (only " + field + ")"));
    }

    JsonNode returnedField() {
      return fieldNamed(created.at("/metadata/schemas/0"), field.path("name").asText());
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
