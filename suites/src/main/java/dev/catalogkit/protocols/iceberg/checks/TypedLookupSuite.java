package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.TableSteps.CreatedTable;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.Guard;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Requests do not cross types: a view route finds no table, a table route no view, to read, rename,
 * replace or drop; what the other type holds is left as it was.
 */
@ConformanceSuite
@RequiresOperation({"createTable", "loadTable", "createView", "loadView"})
class TypedLookupSuite {

  private final IcebergSteps steps;

  TypedLookupSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-XTY-07")
  void aViewRouteAnswers404ForATablesName() {
    String table = steps.tables().created("not_a_view").name();
    Exchange loaded = steps.client().loadView(steps.namespace(), table);
    Expect.status(loaded, 404);
    steps.expectErrorType(loaded, "NoSuchViewException");
    if (steps.offers("viewExists")) {
      Expect.status(steps.client().viewExists(steps.namespace(), table), 404);
    }
  }

  @Test
  @Verifies("ICE-XTY-08")
  void aTableRouteAnswers404ForAViewsName() {
    String view = steps.views().created("not_a_table").name();
    Exchange loaded = steps.client().loadTable(steps.namespace(), view);
    Expect.status(loaded, 404);
    steps.expectErrorType(loaded, "NoSuchTableException");
    if (steps.offers("tableExists")) {
      Expect.status(steps.client().tableExists(steps.namespace(), view), 404);
    }
  }

  /** The rename goes through the table route (POST /v1/{prefix}/tables/rename). */
  @Test
  @Verifies("ICE-XTY-13")
  @RequiresOperation("renameTable")
  void renamingAViewThroughTheTableRouteAnswers404AndMovesNothing() {
    CreatedView view = steps.views().created("renamed_as_table");
    String destination = steps.newName("renamed_view");
    Exchange renamed = steps.tables().rename(view.name(), destination, null);
    // nothing moved: the view where it was, neither type under the destination's name
    steps.views().expectStillThere(view, renamed);
    steps.views().expectNone(destination);
    steps.tables().expectNone(destination);
    IcebergSteps.expect404AsForAMissingName(
        renamed,
        () -> steps.tables().rename(steps.newName("absent"), destination, null),
        "ICE-REN-03");
    steps.expectErrorType(renamed, "NoSuchTableException");
  }

  /** The plainest replace: one set-properties, no requirement (there is no view to guard). */
  @Test
  @Verifies("ICE-XTY-14")
  @RequiresOperation("replaceView")
  void replacingAViewUnderATablesNameAnswers404AndLeavesTheTable() {
    ViewUpdate update = ViewUpdate.setProperty("kit.replaced_table", "yes");
    expectAViewWriteUnderATablesNameNotFound(
        "replaced_as_view",
        name -> steps.views().replace(name, Guard.none(), update),
        "ICE-VRP-06");
  }

  @Test
  @Verifies("ICE-XTY-15")
  @RequiresOperation("dropView")
  void droppingAViewUnderATablesNameAnswers404AndLeavesTheTable() {
    expectAViewWriteUnderATablesNameNotFound(
        "dropped_as_view", name -> steps.views().drop(name, null), "ICE-VLD-07");
  }

  /**
   * A write on a view route under the name of a table of its own leaves the table as it was and is
   * answered as one under a name that holds nothing (404 NoSuchViewException).
   */
  private void expectAViewWriteUnderATablesNameNotFound(
      String purpose, Function<String, Exchange> write, String missingNameRule) {
    CreatedTable table = steps.tables().created(purpose);
    Exchange written = write.apply(table.name());
    steps.tables().expectUntouched(table, written);
    IcebergSteps.expect404AsForAMissingName(
        written, () -> write.apply(steps.newName("absent")), missingNameRule);
    steps.expectErrorType(written, "NoSuchViewException");
  }
}
