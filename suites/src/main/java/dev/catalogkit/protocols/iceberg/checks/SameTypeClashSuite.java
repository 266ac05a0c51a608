package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.IcebergSteps.CreatedView;
import dev.catalogkit.protocols.iceberg.checks.TableSteps.CreatedTable;
import org.junit.jupiter.api.Test;

/**
 * A name held by a table or a view is not given again to one of the same type, by create or by
 * register; the clashes across types are {@link NameConflictSuite}'s.
 */
@ConformanceSuite
@RequiresOperation({"createTable", "loadTable"})
class SameTypeClashSuite {

  private final IcebergSteps steps;

  SameTypeClashSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-XTY-09")
  void creatingATableWhereATableExistsAnswers409AndChangesNothing() {
    CreatedTable table = steps.tables().created("taken");
    Exchange created = steps.tables().create(steps.namespace(), table.name());
    steps.expectNameTaken(created);
    steps.tables().expectUnchanged(table, created);
  }

  @Test
  @Verifies("ICE-XTY-10")
  @RequiresOperation({"createView", "loadView", "registerView"})
  void registeringAViewWhereAViewExistsAnswers409AndChangesNothing() {
    CreatedView source = steps.createdView("registered");
    CreatedView view = steps.createdView("taken");
    Exchange registered =
        steps.registerView(steps.namespace(), view.name(), source.metadataLocation());
    steps.expectNameTaken(registered);
    steps.expectUnchanged(view, registered);
  }

  @Test
  @Verifies("ICE-XTY-11")
  @RequiresOperation("registerTable")
  void registeringATableWhereATableExistsAnswers409AndChangesNothing() {
    CreatedTable source = steps.tables().created("registered");
    CreatedTable table = steps.tables().created("taken");
    Exchange registered =
        steps.tables().register(steps.namespace(), table.name(), source.metadataLocation());
    steps.expectNameTaken(registered);
    steps.tables().expectUnchanged(table, registered);
  }
}
