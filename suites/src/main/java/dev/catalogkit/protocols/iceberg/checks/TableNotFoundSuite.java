package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table routes' 404s: a missing table, a missing namespace. */
@ConformanceSuite
@RequiresOperation({"createTable", "loadTable"})
class TableNotFoundSuite {

  private final IcebergSteps steps;

  TableNotFoundSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-NS-16")
  void loadingAMissingTableAnswers404() {
    Exchange loaded = steps.client().loadTable(steps.namespace(), steps.newName("absent"));
    Expect.status(loaded, 404);
    steps.expectErrorType(loaded, "NoSuchTableException");
  }

  @Test
  @Verifies("ICE-NS-16")
  void loadingATableInAMissingNamespaceAnswers404() {
    Exchange loaded =
        steps.client().loadTable(steps.run().names().missingNamespace(), steps.newName("orphan"));
    Expect.status(loaded, 404);
  }

  @Test
  @Verifies("ICE-NS-16")
  @RequiresOperation("loadNamespaceMetadata")
  void creatingATableInAMissingNamespaceAnswers404AndCreatesNoNamespace() {
    List<String> missing = steps.run().names().missingNamespace();
    Exchange created = steps.tables().create(missing, steps.newName("orphan"));
    Expect.status(created, 404);
    steps.expectErrorType(created, "NoSuchNamespaceException");
    Exchange namespace = steps.client().loadNamespace(missing);
    Expect.that(
        !namespace.succeeded(),
        "no namespace " + missing + " (its load finds none)",
        "it was created: " + namespace.summary(),
        namespace);
  }
}
