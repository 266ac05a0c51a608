package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.checks.IcebergSteps.CreatedTable;
import dev.catalogkit.protocols.iceberg.checks.IcebergSteps.CreatedView;
import org.junit.jupiter.api.Test;

/** Tables and views share one name space: every way of making a name clash answers 409. */
@ConformanceSuite
@RequiresOperation({"createTable", "loadTable", "createView", "loadView"})
class NameConflictSuite {

  private final IcebergSteps steps;

  NameConflictSuite(Check check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-XTY-01")
  void creatingAViewWhereATableExistsAnswers409AndChangesNothing() {
    CreatedTable table = steps.createdTable("taken");
    Exchange created = steps.createView(IcebergSteps.MINIMAL_VIEW, table.name());
    Expect.status(created, 409);
    steps.expectErrorType(created, "AlreadyExistsException");
    Expect.equal(
        "table-uuid",
        table.uuid(),
        steps.loadedTableUuid(steps.namespace(), table.name()),
        created);
  }

  @Test
  @Verifies("ICE-XTY-02")
  void creatingATableWhereAViewExistsAnswers409AndChangesNothing() {
    CreatedView view = steps.createdView("taken");
    Exchange created = steps.createTable(steps.namespace(), view.name());
    Expect.status(created, 409);
    steps.expectErrorType(created, "AlreadyExistsException");
    Expect.equal("view-uuid", view.uuid(), steps.loadedView(view.name()).uuid(), created);
  }

  @Test
  @Verifies("ICE-XTY-03")
  @RequiresOperation("renameView")
  void renamingAViewOntoAnExistingTableAnswers409AndChangesNeither() {
    CreatedView view = steps.createdView("source");
    CreatedTable table = steps.createdTable("target");
    Exchange renamed = steps.renameView(view.name(), table.name());
    Expect.status(renamed, 409);
    steps.expectErrorType(renamed, "AlreadyExistsException");
    Expect.equal("view-uuid", view.uuid(), steps.loadedView(view.name()).uuid(), renamed);
    Expect.equal(
        "table-uuid",
        table.uuid(),
        steps.loadedTableUuid(steps.namespace(), table.name()),
        renamed);
  }
}
