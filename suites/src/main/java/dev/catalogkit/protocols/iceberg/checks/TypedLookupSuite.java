package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import org.junit.jupiter.api.Test;

/** Reads do not cross types: a view route finds no table, a table route no view. */
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
}
