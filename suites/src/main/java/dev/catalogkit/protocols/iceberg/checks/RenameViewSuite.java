package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
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
    CreatedView view = steps.views().created("renamed");
    View before = steps.views().loaded(view.name());
    String destination = steps.newName("destination");
    Exchange renamed = steps.views().rename(view.name(), destination);
    Expect.status(renamed, 204);
    steps.views().expectNone(view.name());
    Exchange moved = steps.client().loadView(steps.namespace(), destination);
    Expect.status(moved, 200);
    ViewSteps.expectSame(before, View.in(moved), moved);
  }

  @Test
  @Verifies("ICE-REN-13")
  @RequiresOperation("createNamespace")
  void renamingAViewAcrossNamespacesMovesItOrMovesNothing() {
    CreatedView view = steps.views().created("travelling");
    List<String> other = steps.namespaces().createdContainer("other");
    Exchange renamed = steps.views().rename(steps.namespace(), view.name(), other, view.name());
    IcebergSteps.expectMovedOrRefused(
        renamed,
        () -> {
          Exchange moved = steps.client().loadView(other, view.name());
          Expect.status(moved, 200);
          Expect.equal("moved view-uuid", view.uuid(), View.in(moved).uuid(), moved);
        },
        () -> steps.views().expectStayed(view, other, renamed));
  }

  @Test
  @Verifies("ICE-REN-19")
  @RequiresOperation("createNamespace")
  void aViewRenameAcrossNamespacesMovesOrIsDeclinedWith400Or403Or406() {
    CreatedView view = steps.views().created("declined");
    List<String> other = steps.namespaces().createdContainer("other");
    IcebergSteps.expectMovedOrDeclinedAsUnsupported(
        steps.views().rename(steps.namespace(), view.name(), other, view.name()));
  }

  @Test
  @Verifies("ICE-REN-14")
  void renamingAMissingViewAnswers404NoSuchView() {
    Exchange renamed = steps.views().rename(steps.newName("absent"), steps.newName("destination"));
    Expect.status(renamed, 404);
    steps.expectErrorType(renamed, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-REN-15")
  void renamingAViewIntoAMissingNamespaceAnswers404AndTheViewStays() {
    CreatedView view = steps.views().created("homeless");
    List<String> missing = steps.run().names().missingNamespace();
    Exchange renamed = steps.views().rename(steps.namespace(), view.name(), missing, view.name());
    Expect.status(renamed, 404);
    steps.expectErrorType(renamed, "NoSuchNamespaceException");
    steps.views().expectUnchanged(view, renamed);
  }

  @Test
  @Verifies("ICE-REN-16")
  void renamingAViewOntoAnExistingViewAnswers409AndChangesNeither() {
    CreatedView source = steps.views().created("source");
    CreatedView target = steps.views().created("target");
    Exchange renamed = steps.views().rename(source.name(), target.name());
    steps.expectNameTaken(renamed);
    steps.views().expectUnchanged(source, renamed);
    steps.views().expectUnchanged(target, renamed);
  }
}
