package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.JsonValue;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.Guard;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
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

  /** The property ICE-VRP-01's replace sets. */
  private static final String UPDATED = "kit.replaced";

  /** The property ICE-VRP-24's replace without an optional member sets, and the value it sets. */
  private static final String OPTIONAL = "kit.optional";

  private static final String APPLIED = "applied";

  private final IcebergSteps steps;

  ReplaceViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  /**
   * The answer shows the update as a load afterwards does; whether the update is applied at all is
   * ICE-VRP-03's to judge, and what loads answer is ICE-VLD-01's, so only the updated key is
   * compared.
   */
  @Test
  @Verifies("ICE-VRP-01")
  void replaceWithAHoldingUuidAnswers200WithTheUpdatedView() {
    CreatedView view = steps.views().created("replaced");
    Exchange replaced = steps.views().replaceGuarded(view, ViewUpdate.setProperty(UPDATED, "yes"));
    Expect.status(replaced, 200);
    JsonValue loaded = steps.views().loaded(view.name()).property(UPDATED);
    Precondition.require(loaded.isPresent(), "the update set " + UPDATED + " (ICE-VRP-03)");
    Expect.equal(
        "properties." + UPDATED + " in the answer",
        loaded,
        View.in(replaced).property(UPDATED),
        replaced);
  }

  @Test
  @Verifies("ICE-VRP-02")
  void replaceWithAStaleUuidIsRejectedWith409AndChangesNothing() {
    CreatedView view = steps.views().created("stale");
    Exchange rejected =
        steps
            .views()
            .replace(
                view.name(),
                Guard.uuid(IcebergSteps.randomUuid()),
                ViewUpdate.setProperty("kit.stale", "yes"));
    Expect.status(rejected, 409);
    steps.expectErrorType(rejected, "CommitFailedException");
    View after = steps.views().loaded(view.name());
    Expect.that(
        !after.property("kit.stale").isPresent(),
        "the view unchanged (no property kit.stale)",
        "properties " + after.properties(),
        rejected);
  }

  /**
   * Each member the page does not mark required, left out of a commit of one set-properties. A
   * commit with every member sets another key first: whether set-properties is applied at all is
   * ICE-VRP-03's to judge, so only the key the short commit set is this rule's.
   */
  @ParameterizedTest(name = "without {0}")
  @EnumSource(ReplaceBody.OptionalMember.class)
  @Verifies("ICE-VRP-24")
  void aReplaceWithoutAnOptionalMemberIsApplied(ReplaceBody.OptionalMember left) {
    CreatedView view = steps.views().created("without_" + left);
    Precondition.require(
        steps.views().replaceGuarded(view, ViewUpdate.setProperty(UPDATED, APPLIED)),
        200,
        "a replace with every member");
    Exchange replaced =
        steps.views().replaceWithout(left, view, ViewUpdate.setProperty(OPTIONAL, APPLIED));
    Expect.status(replaced, 200);
    View loaded = steps.views().loaded(view.name());
    Precondition.require(
        APPLIED.equals(loaded.property(UPDATED).text()),
        "a replace with every member set " + UPDATED + " (ICE-VRP-03)");
    Expect.equal(
        "properties." + OPTIONAL + " on a load",
        APPLIED,
        loaded.property(OPTIONAL).text(),
        replaced);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("viewActions")
  @Verifies("ICE-VRP-03")
  void viewUpdateActionIsApplied(String action) {
    ViewUpdateCase.forAction(action)
        .orElseThrow()
        .applyAndVerify(steps, steps.views().created("action"));
  }

  @Test
  @Verifies("ICE-VRP-04")
  void setCurrentViewVersionMinusOneSelectsTheLastAddedVersion() {
    CreatedView view = steps.views().created("current");
    String sql = "SELECT 4 AS event_count";
    View after =
        ViewUpdateCase.replaceAndLoad(
            steps, view, ViewUpdate.addViewVersion(sql, view.schemaId(), steps.namespace()));
    Precondition.require(after.versionWithSql(sql).isPresent(), "add a view version");
    Exchange replaced =
        steps
            .views()
            .replaceGuarded(
                view,
                ViewUpdate.addViewVersion(
                    "SELECT 5 AS event_count", view.schemaId(), steps.namespace()),
                ViewUpdate.setCurrentViewVersion(-1));
    Expect.succeeded(replaced);
    Expect.equal(
        "current version's SQL",
        "SELECT 5 AS event_count",
        steps.views().loaded(view.name()).currentVersion().sql(),
        replaced);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tableOnlyActions")
  @Verifies("ICE-VRP-05")
  void tableOnlyActionOnAViewIsRejectedAndChangesNothing(String action) {
    CreatedView view = steps.views().created("table_action");
    View before = steps.views().loaded(view.name());
    Exchange rejected = steps.views().replaceGuarded(view, ViewUpdate.tableOnly(action));
    Expect.statusMatches(rejected, status -> status >= 400 && status < 500, "4xx");
    ViewSteps.expectSame(before, steps.views().loaded(view.name()), rejected);
  }

  @Test
  @Verifies("ICE-VRP-06")
  void replacingAMissingViewAnswers404NoSuchView() {
    Exchange replaced =
        steps
            .views()
            .replace(
                steps.newName("absent"), Guard.none(), ViewUpdate.setProperty("kit.absent", "yes"));
    Expect.status(replaced, 404);
    steps.expectErrorType(replaced, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-VRP-07")
  void reassigningTheUuidIsRejectedAndChangesNothing() {
    CreatedView view = steps.views().created("reassign");
    Exchange rejected =
        steps
            .views()
            .replace(view.name(), Guard.none(), ViewUpdate.assignUuid(IcebergSteps.randomUuid()));
    Expect.statusMatches(rejected, status -> status >= 400 && status < 500, "4xx");
    Expect.equal("view-uuid", view.uuid(), steps.views().loaded(view.name()).uuid(), rejected);
  }

  @Test
  @Verifies("ICE-VRP-08")
  void viewVersionWithSchemaIdMinusOneUsesTheLastAddedSchema() {
    CreatedView view = steps.views().created("last_schema");
    String sql = "SELECT 'added' AS " + ViewUpdate.ADDED_COLUMN;
    Exchange replaced =
        steps
            .views()
            .replaceGuarded(
                view,
                ViewUpdate.addSchema(),
                ViewUpdate.addViewVersion(sql, -1, steps.namespace()));
    Expect.succeeded(replaced);
    View after = steps.views().loaded(view.name());
    Integer lastAdded = after.schemaIdWithField(ViewUpdate.ADDED_COLUMN);
    Expect.that(
        lastAdded != null,
        "the added schema listed in the view's schemas",
        "schemas " + after.schemas(),
        replaced);
    Expect.equal(
        "schema-id of the added version",
        lastAdded,
        after.versionWithSql(sql).map(View.Version::schemaId).orElse(null),
        replaced);
  }

  static Stream<String> viewActions(RunContext run) {
    return actions(run).filter(action -> ViewUpdateCase.forAction(action).isPresent());
  }

  static Stream<String> tableOnlyActions(RunContext run) {
    return actions(run).filter(action -> ViewUpdateCase.forAction(action).isEmpty());
  }

  /** Every action of the spec's enum, as the kit's OpenAPI document lists it. */
  static Stream<String> actions(RunContext run) {
    return run.spec().enumValues(ACTION_SCHEMA, "action").stream();
  }
}
