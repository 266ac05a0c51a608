package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.suites.iceberg.IcebergSteps.CreatedView;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * POST /v1/{prefix}/namespaces/{namespace}/views/{view}: requirements and updates (the Replace a
 * view page).
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "replaceView"})
class ReplaceViewSuite {

  /** Where the spec's action enum lives in the kit's OpenAPI document. */
  static final String ACTION_SCHEMA = "BaseUpdate";

  private final IcebergSteps steps = IcebergSteps.current();

  @Test
  @Verifies("ICE-VRP-01")
  void replaceWithAHoldingUuidAnswers200WithTheUpdatedView() {
    CreatedView view = steps.createdView("replaced");
    String moved = view.metadata().path("location").asText() + "/replaced";
    Exchange replaced =
        steps.replace(
            view.name(),
            IcebergSteps.assertViewUuid(view.uuid()),
            IcebergSteps.updates(ViewUpdateCase.update("set-location").put("location", moved)));
    Expect.status(replaced, 200);
    Expect.jsonAt(replaced, "/metadata/location", moved);
  }

  @Test
  @Verifies("ICE-VRP-02")
  void replaceWithAStaleUuidIsRejectedWith409AndChangesNothing() {
    CreatedView view = steps.createdView("stale");
    Exchange rejected =
        steps.replace(
            view.name(),
            IcebergSteps.assertViewUuid(IcebergSteps.randomUuid()),
            IcebergSteps.updates(ViewUpdateCase.setProperty("kit.stale", "yes")));
    Expect.status(rejected, 409);
    Expect.errorType(rejected, "CommitFailedException");
    JsonNode after = steps.loadedMetadata(view.name());
    Expect.that(
        after.at("/properties/kit.stale").isMissingNode(),
        "the view unchanged (no property kit.stale)",
        "properties " + after.path("properties"),
        rejected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("viewActions")
  @Verifies("ICE-VRP-03")
  void viewUpdateActionIsApplied(String action) {
    ViewUpdateCase.forAction(action)
        .orElseThrow()
        .applyAndVerify(steps, steps.createdView("action"));
  }

  @Test
  @Verifies("ICE-VRP-04")
  void setCurrentViewVersionMinusOneSelectsTheLastAddedVersion() {
    CreatedView view = steps.createdView("current");
    String sql = "SELECT 4 AS event_count";
    JsonNode after =
        ViewUpdateCase.replaceAndLoad(steps, view, ViewUpdateCase.addViewVersion(steps, sql, 0));
    Precondition.require(ViewMetadata.versionWithSql(after, sql).isPresent(), "add a view version");
    Exchange replaced =
        steps.replace(
            view.name(),
            IcebergSteps.assertViewUuid(view.uuid()),
            IcebergSteps.updates(
                ViewUpdateCase.addViewVersion(steps, "SELECT 5 AS event_count", 0),
                ViewUpdateCase.update("set-current-view-version").put("view-version-id", -1)));
    Expect.succeeded(replaced);
    JsonNode current = ViewMetadata.currentVersion(steps.loadedMetadata(view.name()));
    Expect.equal(
        "current version's SQL", "SELECT 5 AS event_count", ViewMetadata.sqlOf(current), replaced);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tableOnlyActions")
  @Verifies("ICE-VRP-05")
  void tableOnlyActionOnAViewIsRejectedAndChangesNothing(String action) {
    CreatedView view = steps.createdView("table_action");
    JsonNode before = steps.loadedMetadata(view.name());
    Exchange rejected =
        steps.replace(
            view.name(),
            IcebergSteps.assertViewUuid(view.uuid()),
            IcebergSteps.updates(Fixtures.json(tableOnlyFixture(action))));
    Expect.statusMatches(rejected, status -> status >= 400 && status < 500, "4xx");
    Expect.equal(
        "view metadata after the rejected update",
        before,
        steps.loadedMetadata(view.name()),
        rejected);
  }

  @Test
  @Verifies("ICE-VRP-06")
  void replacingAMissingViewAnswers404NoSuchView() {
    Exchange replaced =
        steps.replace(
            steps.newName("absent"),
            IcebergSteps.noRequirements(),
            IcebergSteps.updates(ViewUpdateCase.setProperty("kit.absent", "yes")));
    Expect.status(replaced, 404);
    Expect.errorType(replaced, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-VRP-07")
  void reassigningTheUuidIsRejectedAndChangesNothing() {
    CreatedView view = steps.createdView("reassign");
    Exchange rejected =
        steps.replace(
            view.name(),
            IcebergSteps.noRequirements(),
            IcebergSteps.updates(
                ViewUpdateCase.update("assign-uuid").put("uuid", IcebergSteps.randomUuid())));
    Expect.statusMatches(rejected, status -> status >= 400 && status < 500, "4xx");
    Expect.equal(
        "view-uuid",
        view.uuid(),
        steps.loadedMetadata(view.name()).path("view-uuid").asText(),
        rejected);
  }

  @Test
  @Verifies("ICE-VRP-08")
  void viewVersionWithSchemaIdMinusOneUsesTheLastAddedSchema() {
    CreatedView view = steps.createdView("last_schema");
    String sql = "SELECT 'added' AS " + ViewUpdateCase.ADDED_COLUMN;
    Exchange replaced =
        steps.replace(
            view.name(),
            IcebergSteps.assertViewUuid(view.uuid()),
            IcebergSteps.updates(
                ViewUpdateCase.addSchema(), ViewUpdateCase.addViewVersion(steps, sql, -1)));
    Expect.succeeded(replaced);
    JsonNode after = steps.loadedMetadata(view.name());
    Integer lastAdded = ViewMetadata.schemaIdWithField(after, ViewUpdateCase.ADDED_COLUMN);
    Expect.that(
        lastAdded != null,
        "the added schema listed in the view's schemas",
        "schemas " + after.path("schemas"),
        replaced);
    JsonNode version = ViewMetadata.versionWithSql(after, sql).orElse(MissingNode.getInstance());
    Expect.equal(
        "schema-id of the added version", lastAdded, version.path("schema-id").asInt(), replaced);
  }

  static Stream<String> viewActions() {
    return actions().filter(action -> ViewUpdateCase.forAction(action).isPresent());
  }

  static Stream<String> tableOnlyActions() {
    return actions().filter(action -> ViewUpdateCase.forAction(action).isEmpty());
  }

  /** Every action of the spec's enum, as the kit's OpenAPI document lists it. */
  static Stream<String> actions() {
    return RunContext.current().spec().enumValues(ACTION_SCHEMA, "action").stream();
  }

  static String tableOnlyFixture(String action) {
    return "updates/table-only/" + action + ".json";
  }
}
