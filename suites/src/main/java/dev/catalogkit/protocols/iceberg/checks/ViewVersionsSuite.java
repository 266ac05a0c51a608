package dev.catalogkit.protocols.iceberg.checks;

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
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a view's versions are added, kept and answered (the Replace a view page and the view spec):
 * an added version does not become current by itself, version.history.num-entries decides how many
 * stay, and every representation answered is a SQL one. The replaces are preconditions: whether the
 * server accepts an update action is ICE-VRP-03's to judge.
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "replaceView"})
class ViewVersionsSuite {

  /** The view property that sets how many versions a view keeps (the view spec). */
  static final String HISTORY_SIZE = "version.history.num-entries";

  private final IcebergSteps steps;

  ViewVersionsSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  /** Whether add-view-version is accepted is ICE-VRP-03's to judge; here, what it leaves. */
  @Test
  @Verifies("ICE-VRP-19")
  void anAddedVersionAloneLeavesTheCurrentVersion() {
    CreatedView view = steps.views().created("added_alone");
    View before = steps.views().loaded(view.name());
    int current = before.currentVersionId();
    Exchange added =
        steps
            .views()
            .replaceGuarded(
                view,
                ViewUpdate.addViewVersion(
                    "SELECT 19 AS event_count", view.schemaId(), steps.namespace()));
    Precondition.require(added, 200, "add a view version");
    View after = steps.views().loaded(view.name());
    Expect.equal("current-version-id", current, after.currentVersionId(), added);
    Expect.equal(
        "version " + current + ", every member",
        before.version(current),
        after.version(current),
        added);
  }

  /**
   * A view that keeps three versions gets two more, each made current: it has three, no more than
   * the property allows. Each replace is a precondition (ICE-VRP-03 and -04 judge them).
   */
  @Test
  @Verifies("ICE-VRP-20")
  void aViewKeepsAsManyVersionsAsItsHistoryPropertyAllows() {
    CreatedView view =
        steps
            .views()
            .created(
                steps
                    .views()
                    .body(IcebergSteps.MINIMAL_VIEW, steps.newName("history_size"))
                    .withProperty(HISTORY_SIZE, "3"));
    Exchange replaced = null;
    for (String sql : List.of("SELECT 201 AS event_count", "SELECT 202 AS event_count")) {
      replaced =
          steps
              .views()
              .replaceGuarded(
                  view,
                  ViewUpdate.addViewVersion(sql, view.schemaId(), steps.namespace()),
                  ViewUpdate.setCurrentViewVersion(-1));
      Precondition.require(replaced, 200, "add a version with " + sql + " and make it current");
    }
    List<Integer> kept = steps.views().loaded(view.name()).versionIds();
    Expect.that(
        kept.size() == 3,
        "3 versions kept (" + HISTORY_SIZE + " 3, three versions made)",
        "versions " + kept,
        replaced);
  }

  /**
   * The answers of a view with two dialects and two versions; the create and the replace are
   * preconditions, their answers are judged.
   */
  @Test
  @Verifies("ICE-VLD-10")
  void everyRepresentationAnsweredIsOfTypeSql() {
    String name = steps.newName("represented");
    Exchange created = steps.views().createdAnswer(IcebergSteps.COMPLETE_VIEW, name);
    View view = View.in(created);
    Exchange replaced =
        Precondition.require(
            steps
                .views()
                .replace(
                    name,
                    Guard.uuid(view.uuid()),
                    ViewUpdate.addViewVersion(
                            "SELECT 10 AS event_count",
                            view.currentVersion().schemaId(),
                            steps.namespace())
                        .withRepresentation("SELECT 10 AS event_count", "trino"),
                    ViewUpdate.setCurrentViewVersion(-1)),
            200,
            "add a version with two dialects and make it current");
    expectSqlRepresentations("the create answer", view, created);
    expectSqlRepresentations("the replace answer", View.in(replaced), replaced);
    expectSqlRepresentations("the view loaded", steps.views().loaded(name), replaced);
  }

  private static void expectSqlRepresentations(String answer, View view, Exchange evidence) {
    List<String> wrong = view.representationsOfAnotherType();
    Expect.that(
        wrong.isEmpty(),
        "in " + answer + ", every representation of type \"sql\"",
        String.join("; ", wrong),
        evidence);
  }
}
