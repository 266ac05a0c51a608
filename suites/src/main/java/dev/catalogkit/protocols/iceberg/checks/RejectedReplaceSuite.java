package dev.catalogkit.protocols.iceberg.checks;

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
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.RequestCases.Kind;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Replaces a server must refuse (the Replace a view page): a body without updates, a current
 * version the view does not have, a -1 ("last added") in a commit that added nothing, a format it
 * cannot have; and what a refused replace leaves.
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "replaceView"})
class RejectedReplaceSuite {

  /** A view version id no view of the kit's gets: its views have one or two versions. */
  static final int UNKNOWN_VERSION_ID = 4711;

  private final IcebergSteps steps;

  RejectedReplaceSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withoutUpdates")
  @Verifies("ICE-VRP-09")
  void aReplaceWithoutUpdatesAnswers400(Case broken) {
    CreatedView view = steps.views().created("no_updates");
    Expect.status(steps.views().replaceBroken(view.name(), broken, Guard.uuid(view.uuid())), 400);
  }

  /** The commit's required updates, left out (from the document). */
  static Stream<Case> withoutUpdates(RunContext run) {
    return ViewSteps.replaceCases(run, RejectedReplaceSuite::leavesOutTheUpdates);
  }

  static boolean leavesOutTheUpdates(Case broken) {
    return broken.kind() == Kind.MISSING_REQUIRED && broken.path().equals(List.of("updates"));
  }

  /** The current definition stays; whether the version itself is rewritten is ICE-VRP-15's. */
  @Test
  @Verifies("ICE-VRP-10")
  void settingAnUnknownCurrentVersionAnswers400AndChangesNothing() {
    CreatedView view = steps.views().created("unknown_version");
    Exchange rejected =
        steps.views().replaceGuarded(view, ViewUpdate.setCurrentViewVersion(UNKNOWN_VERSION_ID));
    Expect.status(rejected, 400);
    Expect.equal(
        "current version's SQL",
        view.view().currentVersion().sql(),
        steps.views().loaded(view.name()).currentVersion().sql(),
        rejected);
  }

  /** Whether the server refuses the invalid update is ICE-VRP-10's to judge, not this rule's. */
  @Test
  @Verifies("ICE-VRP-11")
  void aRefusedReplaceAppliesNoneOfItsUpdates() {
    CreatedView view = steps.views().created("partial");
    Exchange refused =
        steps
            .views()
            .replaceGuarded(
                view,
                ViewUpdate.setProperty("kit.partial", "yes"),
                ViewUpdate.setCurrentViewVersion(UNKNOWN_VERSION_ID));
    Precondition.require(
        refused.answered() && refused.status() / 100 == 4,
        "the replace with an unknown current version is refused (4xx): " + refused.summary());
    View after = steps.views().loaded(view.name());
    Expect.that(
        !after.property("kit.partial").isPresent(),
        "no property kit.partial (the refused replace set it)",
        "properties " + after.properties(),
        refused);
  }

  /** The add-view-version alone: no add-schema comes before it, so -1 names no schema. */
  @Test
  @Verifies("ICE-VRP-21")
  void anAddedVersionWithSchemaIdMinusOneAndNoAddedSchemaIsRefused() {
    expectRefusedWith400AndNothingChanged(
        "no_added_schema",
        view -> ViewUpdate.addViewVersion("SELECT 21 AS event_count", -1, steps.namespace()));
  }

  /** The set-current-view-version alone: no add-view-version comes before it. */
  @Test
  @Verifies("ICE-VRP-22")
  void settingTheLastAddedVersionWhenNoneWasAddedIsRefused() {
    expectRefusedWith400AndNothingChanged(
        "no_added_version", view -> ViewUpdate.setCurrentViewVersion(-1));
  }

  /** The add-view-version alone, valid but for the repeated dialect. */
  @Test
  @Verifies("ICE-VCR-14")
  void anAddedVersionWithOneDialectTwiceIsRefused() {
    expectRefusedWith400AndNothingChanged(
        "dialect_twice",
        view ->
            ViewUpdate.addViewVersion(
                    "SELECT 14 AS event_count", view.schemaId(), steps.namespace())
                .withRepresentation("SELECT 15 AS event_count", "spark"));
  }

  /**
   * A replace of a view of its own carrying the one update (made for that view) is refused with
   * 400, and the view loads as it did before.
   */
  private void expectRefusedWith400AndNothingChanged(
      String purpose, Function<CreatedView, ViewUpdate> update) {
    CreatedView view = steps.views().created(purpose);
    View before = steps.views().loaded(view.name());
    Exchange rejected = steps.views().replaceGuarded(view, update.apply(view));
    Expect.status(rejected, 400);
    ViewSteps.expectSame(before, steps.views().loaded(view.name()), rejected);
  }

  /** 2 is above the documented bound, 0 below it (a downgrade). */
  @ParameterizedTest(name = "format-version {0}")
  @ValueSource(ints = {2, 0})
  @Verifies("ICE-VRP-12")
  void upgradingToAFormatOtherThan1IsRefusedAndTheViewStaysAtFormat1(int formatVersion) {
    CreatedView view = steps.views().created("format");
    Exchange rejected =
        steps.views().replaceGuarded(view, ViewUpdate.upgradeFormatVersion(formatVersion));
    // no status is documented for an update that cannot be applied: any refusal, not only 400
    Expect.statusMatches(rejected, status -> status / 100 == 4, "4xx (refused)");
    Expect.equal("format-version", 1, steps.views().loaded(view.name()).formatVersion(), rejected);
  }
}
