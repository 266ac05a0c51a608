package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.JsonValue;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.Guard;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What a replace keeps and records besides what it updates (the Replace a view page and the view
 * spec): untouched properties, the version-log, the metadata file, the UUID and the earlier
 * versions. Most replaces here are preconditions, since whether the server accepts an update action
 * is ICE-VRP-03's to judge; a check that judges its replace says so.
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "replaceView"})
class ReplacedViewSuite {

  private final IcebergSteps steps;

  ReplacedViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-VRP-13")
  void propertyUpdatesChangeOnlyTheKeysTheyName() {
    CreatedView view = steps.views().created("properties");
    JsonValue comment = view.view().property("comment");
    View set = ViewUpdateCase.replaceAndLoad(steps, view, ViewUpdate.setProperty("kit.set", "y"));
    Expect.equal(
        "properties.comment after set-properties kit.set", comment, set.property("comment"));
    View removed = ViewUpdateCase.replaceAndLoad(steps, view, ViewUpdate.removeProperty("kit.set"));
    Expect.equal(
        "properties.comment after remove-properties kit.set", comment, removed.property("comment"));
  }

  /** Here the replace is the action judged, not a precondition. */
  @Test
  @Verifies("ICE-VRP-17")
  void removingAnAbsentPropertyIsAcceptedAndKeepsTheOthers() {
    CreatedView view = steps.views().created("absent_removal");
    Exchange replaced =
        steps
            .views()
            .replace(view.name(), Guard.none(), ViewUpdate.removeProperty("kit.never_set"));
    Expect.status(replaced, 200);
    Expect.equal(
        "properties.comment",
        view.view().property("comment"),
        steps.views().loaded(view.name()).property("comment"),
        replaced);
  }

  @Test
  @Verifies("ICE-VRP-14")
  void everyChangeOfTheCurrentVersionAddsAVersionLogEntry() {
    CreatedView view = steps.views().created("version_log");
    View after = withNewCurrentVersion(view, "SELECT 14 AS event_count");
    List<Integer> expected = new ArrayList<>(view.view().versionLog());
    expected.add(after.currentVersionId());
    Expect.equal("version-log version ids, oldest first", expected, after.versionLog());
  }

  /** Whether the answer shows the update is ICE-VRP-01's to judge; here, the file it names. */
  @Test
  @Verifies("ICE-VRP-23")
  void aReplaceThatChangesTheViewAnswersANewMetadataLocation() {
    CreatedView view = steps.views().created("metadata_file");
    Exchange replaced =
        Precondition.require(
            steps.views().replaceGuarded(view, ViewUpdate.setProperty("kit.new_file", "yes")),
            200,
            "replace the view with set-properties kit.new_file");
    Precondition.require(
        View.in(replaced).property("kit.new_file").isPresent(),
        "the replace answer shows the update (ICE-VRP-01)");
    String answered = IcebergSteps.metadataLocationIn(replaced);
    Expect.that(
        !answered.equals(view.metadataLocation()),
        "a metadata-location other than the create's",
        "metadata-location " + answered + ", the create's",
        replaced);
  }

  @Test
  @Verifies("ICE-VRP-15")
  void aReplaceKeepsTheUuidAndEveryEarlierVersion() {
    CreatedView view = steps.views().created("history");
    View before = steps.views().loaded(view.name());
    int first = before.currentVersionId();
    View after = withNewCurrentVersion(view, "SELECT 15 AS event_count");
    Expect.equal("view-uuid", before.uuid(), after.uuid());
    requireKept(after, first);
    Expect.equal(
        "version " + first + ", every member", before.version(first), after.version(first));
  }

  /**
   * Whether the unknown id is refused is ICE-VRP-10's to judge; here, what it leaves of the one
   * version, which was current throughout and so cannot have expired.
   */
  @Test
  @Verifies("ICE-VRP-15")
  void anUnknownCurrentVersionLeavesTheVersionAsItWas() {
    CreatedView view = steps.views().created("renumbered");
    View before = steps.views().loaded(view.name());
    int first = before.currentVersionId();
    Exchange answered =
        steps
            .views()
            .replaceGuarded(
                view, ViewUpdate.setCurrentViewVersion(RejectedReplaceSuite.UNKNOWN_VERSION_ID));
    Expect.equal(
        "version " + first + ", every member",
        before.version(first),
        steps.views().loaded(view.name()).version(first),
        answered);
  }

  /** The rollback is the action judged: a server that refuses it fails. */
  @Test
  @Verifies("ICE-VRP-14")
  void aRollbackToAnEarlierVersionIsLoggedAgain() {
    CreatedView view = steps.views().created("rollback");
    int first = view.view().currentVersionId();
    View added = withNewCurrentVersion(view, "SELECT 21 AS event_count");
    requireKept(added, first);
    Exchange rolledBack =
        steps.views().replaceGuarded(view, ViewUpdate.setCurrentViewVersion(first));
    Expect.status(rolledBack, 200);
    List<Integer> expected = new ArrayList<>(added.versionLog());
    expected.add(first);
    Expect.equal(
        "version-log version ids, oldest first, after the rollback to " + first,
        expected,
        steps.views().loaded(view.name()).versionLog(),
        rolledBack);
  }

  /**
   * Only the version is added (no current-version change), so ICE-VRP-04 stays apart. An added
   * version that is not current can be seen only on a server that keeps such versions; whether it
   * does is ICE-VRP-15's to judge, so a plain added version kept first is a precondition.
   */
  @Test
  @Verifies("ICE-VRP-18")
  void aVersionSentWithATakenIdIsAddedUnderANewId() {
    CreatedView view = steps.views().created("collision");
    String kept = "SELECT 19 AS event_count";
    View before =
        ViewUpdateCase.replaceAndLoad(
            steps, view, ViewUpdate.addViewVersion(kept, view.schemaId(), steps.namespace()));
    Precondition.require(
        before.versionWithSql(kept).isPresent(),
        "the view keeps an added version beside the current one");
    int taken = before.currentVersionId();
    String sql = "SELECT 18 AS event_count";
    Exchange replaced =
        steps
            .views()
            .replaceGuarded(
                view, ViewUpdate.addViewVersion(sql, view.schemaId(), steps.namespace(), taken));
    Expect.status(replaced, 200);
    View after = steps.views().loaded(view.name());
    Optional<Integer> added = after.versionWithSql(sql).map(View.Version::versionId);
    Expect.that(
        added.isPresent() && added.get() != taken,
        "the added version listed under an id other than the taken " + taken,
        "versions "
            + after.versionIds()
            + ", the added one "
            + added.map(String::valueOf).orElse("not listed"),
        replaced);
    // a taken version gone is a view that keeps too few versions, where the run finds one
    Expect.explainedBy(
        "ICE-VRP-20",
        () ->
            Expect.that(
                after.version(taken).isPresent(),
                "version " + taken + " still listed beside the added one",
                "versions " + after.versionIds(),
                replaced));
    Expect.equal(
        "version " + taken + ", every member",
        before.version(taken),
        after.version(taken),
        replaced);
  }

  /** Whether a replace is accepted is ICE-VRP-03 and -04's to judge; here, what it answers. */
  @Test
  @Verifies("ICE-VRP-16")
  void theCurrentVersionAndEveryVersionsSchemaExist() {
    CreatedView view = steps.views().created("references");
    expectReferencesResolve("the create answer", view.view());
    Exchange replaced =
        steps
            .views()
            .replaceGuarded(
                view,
                ViewUpdate.addViewVersion(
                    "SELECT 17 AS event_count", view.schemaId(), steps.namespace()),
                ViewUpdate.setCurrentViewVersion(-1));
    Precondition.require(replaced, 200, "add a version and make it current");
    expectReferencesResolve("the replace answer", View.in(replaced), replaced);
    expectReferencesResolve("the view loaded", steps.views().loaded(view.name()), replaced);
  }

  private static void expectReferencesResolve(String answer, View view, Exchange... evidence) {
    List<String> unresolved = view.unresolvedReferences();
    Expect.that(
        unresolved.isEmpty(),
        "in " + answer + ", a current version and schemas the view has",
        String.join("; ", unresolved),
        evidence);
  }

  /** A version no longer listed has expired, which is ICE-VRP-20's to judge. */
  private static void requireKept(View view, int versionId) {
    Precondition.require(
        view.version(versionId).isPresent(),
        "the view keeps version " + versionId + " beside the current one (ICE-VRP-20)");
  }

  /** The view after adding a version with this SQL and making it current (by its id). */
  private View withNewCurrentVersion(CreatedView view, String sql) {
    View added =
        ViewUpdateCase.replaceAndLoad(
            steps, view, ViewUpdate.addViewVersion(sql, view.schemaId(), steps.namespace()));
    Optional<View.Version> version = added.versionWithSql(sql);
    Precondition.require(version.isPresent(), "add a view version with " + sql);
    int versionId = version.get().versionId();
    View current =
        ViewUpdateCase.replaceAndLoad(steps, view, ViewUpdate.setCurrentViewVersion(versionId));
    Precondition.require(
        current.currentVersionId() == versionId,
        "make the added version " + versionId + " current");
    return current;
  }
}
