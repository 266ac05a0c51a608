package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.IcebergSteps.CreatedView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** POST /v1/{prefix}/views/rename: moves, and the renames a server must refuse. */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "renameView"})
class RenameViewSuite {

  private final IcebergSteps steps;

  RenameViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-REN-12")
  void renamingAViewAnswers204AndMovesItUnchanged() {
    CreatedView view = steps.createdView("renamed");
    View before = steps.loadedView(view.name());
    String destination = steps.newName("destination");
    Exchange renamed = steps.renameView(view.name(), destination);
    Expect.status(renamed, 204);
    steps.expectNoView(view.name());
    Exchange moved = steps.client().loadView(steps.namespace(), destination);
    Expect.status(moved, 200);
    IcebergSteps.expectSameView(before, View.in(moved), moved);
  }

  @Test
  @Verifies("ICE-REN-13")
  @RequiresOperation("createNamespace")
  void renamingAViewAcrossNamespacesMovesItOrIsDeclined() {
    CreatedView view = steps.createdView("travelling");
    List<String> other = steps.createdContainer("other");
    Exchange renamed = steps.renameView(steps.namespace(), view.name(), other, view.name());
    IcebergSteps.unlessMoveDeclined(renamed, () -> steps.expectUnchanged(view, renamed));
    Expect.statusMatches(
        renamed, status -> status / 100 == 2, "2xx (moved), or 400, 403 or 406 (declined)");
    Exchange moved = steps.client().loadView(other, view.name());
    Expect.status(moved, 200);
    Expect.equal("moved view-uuid", view.uuid(), View.in(moved).uuid(), moved);
  }

  @Test
  @Verifies("ICE-REN-14")
  void renamingAMissingViewAnswers404NoSuchView() {
    Exchange renamed = steps.renameView(steps.newName("absent"), steps.newName("destination"));
    Expect.status(renamed, 404);
    steps.expectErrorType(renamed, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-REN-15")
  void renamingAViewIntoAMissingNamespaceAnswers404AndTheViewStays() {
    CreatedView view = steps.createdView("homeless");
    List<String> missing = steps.run().names().missingNamespace();
    Exchange renamed = steps.renameView(steps.namespace(), view.name(), missing, view.name());
    Expect.status(renamed, 404);
    steps.expectErrorType(renamed, "NoSuchNamespaceException");
    steps.expectUnchanged(view, renamed);
  }

  @Test
  @Verifies("ICE-REN-16")
  void renamingAViewOntoAnExistingViewAnswers409AndChangesNeither() {
    CreatedView source = steps.createdView("source");
    CreatedView target = steps.createdView("target");
    Exchange renamed = steps.renameView(source.name(), target.name());
    steps.expectNameTaken(renamed);
    steps.expectUnchanged(source, renamed);
    steps.expectUnchanged(target, renamed);
  }
}
