package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.TableSteps.CreatedTable;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
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
    CreatedView source = steps.views().created("registered");
    CreatedView view = steps.views().created("taken");
    Exchange registered =
        steps.views().register(steps.namespace(), view.name(), source.metadataLocation());
    steps.expectNameTaken(registered);
    steps.views().expectUnchanged(view, registered);
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
