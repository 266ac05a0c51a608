package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.JsonValue;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.RequestCases.Kind;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** POST /v1/{prefix}/namespaces/{namespace}/views (the Create a view page). */
@ConformanceSuite
@RequiresOperation("createView")
class CreateViewSuite {

  static final String TYPED_DEFAULTS = "views/create.typed-defaults.json";
  private static final String SCHEMA_ID_MISMATCH = "views/create.schema-id-mismatch.json";

  /** 8-4-4-4-12 hexadecimal digits, either case. */
  private static final Pattern UUID_FORM =
      Pattern.compile(
          "\\p{XDigit}{8}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{12}");

  private final IcebergSteps steps;

  CreateViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-VCR-01")
  void creatingAViewInAnExistingNamespaceAnswers200WithItsMetadata() {
    String name = steps.newName("created");
    Exchange created = steps.views().create(IcebergSteps.MINIMAL_VIEW, name);
    Expect.status(created, 200);
    Expect.that(
        View.in(created).present(),
        "a LoadViewResult with a metadata object",
        created.json().isPresent() ? "no metadata object" : "a body that is not JSON",
        created);
  }

  @Test
  @Verifies("ICE-VCR-02")
  void createdViewCarriesTheSentDefinition() {
    ViewBody sent = steps.views().body(IcebergSteps.COMPLETE_VIEW, steps.newName("definition"));
    Exchange created = steps.views().create(sent);
    Expect.succeeded(created);
    View view = View.in(created);
    Expect.equal(
        "current version's representations",
        sent.representations(),
        view.currentVersion().representations(),
        created);
    Expect.equal(
        "current version's default-namespace",
        sent.defaultNamespace(),
        view.currentVersion().defaultNamespace(),
        created);
    Expect.equal(
        "current version's default-catalog",
        sent.defaultCatalog(),
        view.currentVersion().defaultCatalog(),
        created);
    Expect.equal("properties.comment", sent.property("comment"), view.property("comment"), created);
  }

  @Test
  @Verifies("ICE-VCR-03")
  void viewVersionSchemaIdIsReplacedByTheAssignedSchemaId() {
    Exchange created = steps.views().create(SCHEMA_ID_MISMATCH, steps.newName("schema_id"));
    Expect.succeeded(created);
    View view = View.in(created);
    Integer assigned = view.schemaIdWithField("event_count");
    Expect.that(
        assigned != null,
        "the created view lists the schema it was created with",
        "schemas " + view.schemas(),
        created);
    Expect.equal(
        "current version's schema-id", assigned, view.currentVersion().schemaId(), created);
  }

  @Test
  @Verifies("ICE-VCR-04")
  void creatingAViewInAMissingNamespaceAnswers404NoSuchNamespace() {
    Exchange created = steps.views().createInAMissingNamespace(steps.newName("orphan"));
    Expect.status(created, 404);
    steps.expectErrorType(created, "NoSuchNamespaceException");
  }

  @Test
  @Verifies("ICE-VCR-05")
  void creatingAnExistingViewAnswers409AndChangesNothing() {
    ViewSteps.CreatedView view = steps.views().created("existing");
    Exchange conflict =
        steps
            .views()
            .create(
                steps
                    .views()
                    .body(IcebergSteps.MINIMAL_VIEW, view.name())
                    .withSql("SELECT 409 AS event_count"));
    Expect.status(conflict, 409);
    steps.expectErrorType(conflict, "AlreadyExistsException");
    Expect.equal(
        "current SQL after the refused create",
        view.view().currentVersion().sql(),
        steps.views().loaded(view.name()).currentVersion().sql(),
        conflict);
  }

  @Test
  @Verifies("ICE-VCR-06")
  void invalidJsonAnswers400AndCreatesNothing() {
    Exchange rejected = steps.views().createWithInvalidJson();
    Expect.status(rejected, 400);
    steps.views().expectNone("broken");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("missingMembers")
  @Verifies("ICE-VCR-07")
  void bodyWithoutARequiredPropertyAnswers400AndCreatesNothing(Case broken) {
    steps.views().expectBrokenCreateRefused(broken, "incomplete");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("missingVersionMembers")
  @Verifies("ICE-VCR-10")
  void viewVersionWithoutARequiredMemberAnswers400AndCreatesNothing(Case broken) {
    steps.views().expectBrokenCreateRefused(broken, "incomplete");
  }

  @Test
  @Verifies("ICE-VCR-11")
  void everyCreatedViewGetsAUuidOfItsOwn() {
    String first = steps.views().created("identified").uuid();
    String second = steps.views().created("identified").uuid();
    for (String uuid : List.of(first, second)) {
      Expect.that(
          UUID_FORM.matcher(uuid).matches(),
          "a view-uuid in the 36-character UUID form",
          "view-uuid \"" + uuid + "\"");
    }
    Expect.that(
        !first.equals(second), "two views with two view-uuids", "both have the view-uuid " + first);
  }

  /** Whether the create answers 200 is ICE-VCR-01's to judge; here, the log it answers. */
  @Test
  @Verifies("ICE-VCR-15")
  void theCreateAnswersAVersionLogOfTheCreatedVersion() {
    Exchange created =
        steps.views().createdAnswer(IcebergSteps.MINIMAL_VIEW, steps.newName("first_logged"));
    View view = View.in(created);
    Expect.equal(
        "version-log version ids (the current-version-id alone)",
        List.of(view.currentVersionId()),
        view.versionLog(),
        created);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("typedDefaultFields")
  @Verifies("ICE-VCR-08")
  void typedDefaultValuesComeBackInTheDocumentedSerialization(String field) {
    ViewBody sent = typedDefault(field);
    Exchange created = steps.views().create(sent);
    if (!created.succeeded()) {
      throw new NotApplicable(
          "the server did not store a view with this default ("
              + created.summary()
              + "); ICE-VCR-09 judges that");
    }
    for (String which : List.of("initial-default", "write-default")) {
      JsonValue returned = View.in(created).fieldOfFirstSchema(field, which);
      if (!returned.isPresent()) {
        throw new NotApplicable(
            "the server answers no " + which + " for " + field + "; ICE-VCR-09 judges that");
      }
      // the sentences fix the form of the answered value; whether it is kept is ICE-VCR-09's
      DefaultValueForm form = DefaultValueForm.of(sent.field(field, "type").text());
      Expect.that(
          form.matches(returned),
          field + " " + which + " as " + form.description(),
          field + " " + which + " = " + returned,
          created);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("typedDefaultFields")
  @Verifies("ICE-VCR-09")
  void typedDefaultValuesAreKeptOrDeclinedCleanly(String field) {
    Exchange created = steps.views().create(typedDefault(field));
    Expect.statusMatches(
        created,
        status -> status / 100 == 2 || status / 100 == 4,
        "2xx (kept), or 4xx (declined cleanly)");
    if (created.succeeded()) {
      for (String which : List.of("initial-default", "write-default")) {
        Expect.that(
            View.in(created).fieldOfFirstSchema(field, which).isPresent(),
            field + " with its " + which,
            "the created view's field has no " + which,
            created);
      }
    }
  }

  /** A view whose schema is only the named field of the typed-defaults fixture. */
  private ViewBody typedDefault(String field) {
    return steps.views().body(TYPED_DEFAULTS, steps.newName("defaults")).withOnlyField(field);
  }

  /** Every required member of the body and of its schema, left out (from the document). */
  static Stream<Case> missingMembers(RunContext run) {
    return ViewSteps.createCases(
        run, broken -> broken.kind() == Kind.MISSING_REQUIRED && !insideViewVersion(broken));
  }

  /** Every required member of the view-version and its representations, left out. */
  static Stream<Case> missingVersionMembers(RunContext run) {
    return ViewSteps.createCases(
        run, broken -> broken.kind() == Kind.MISSING_REQUIRED && insideViewVersion(broken));
  }

  private static boolean insideViewVersion(Case broken) {
    return broken.path().size() > 1 && broken.path().get(0).equals("view-version");
  }

  static Stream<String> typedDefaultFields() {
    return ViewBody.fieldNames(TYPED_DEFAULTS).stream();
  }

  /** The repeated dialect is all that is wrong with the body. */
  @Test
  @Verifies("ICE-VCR-14")
  void aVersionWithOneDialectTwiceIsRefusedAtCreate() {
    String name = steps.newName("dialect_twice");
    Exchange created =
        steps
            .views()
            .create(
                steps
                    .views()
                    .body(IcebergSteps.MINIMAL_VIEW, name)
                    .withRepresentation("SELECT 14 AS event_count", "spark"));
    Expect.status(created, 400);
    steps.views().expectNone(name);
  }

  /**
   * A location next to the one the server chose for a plain view, so that any server can use it.
   */
  @Test
  @Verifies("ICE-VCR-13")
  void aLocationSentWithTheCreateIsTheViewsLocation() {
    CreatedView plain = steps.views().created("placed");
    String wanted = plain.view().location() + "_requested";
    Exchange created =
        steps
            .views()
            .create(
                steps
                    .views()
                    .body(IcebergSteps.MINIMAL_VIEW, steps.newName("located"))
                    .withLocation(wanted));
    Expect.status(created, 200);
    Expect.equal("location", wanted, View.in(created).location(), created);
  }
}
