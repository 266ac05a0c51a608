package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * GET, HEAD and list on views (public Iceberg REST facts; 404 NoSuchView from the Replace a view
 * page).
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView"})
class LoadViewSuite {

  private final IcebergSteps steps;

  LoadViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-VLD-01")
  void loadingAViewJustCreatedAnswersTheMetadataItsCreateAnswered() {
    ViewSteps.CreatedView view = steps.views().created("loaded");
    Exchange loaded = steps.client().loadView(steps.namespace(), view.name());
    Expect.status(loaded, 200);
    ViewSteps.expectSame(view.view(), View.in(loaded), loaded);
  }

  @Test
  @Verifies("ICE-VLD-02")
  void loadingAMissingViewAnswers404NoSuchView() {
    Exchange loaded = steps.client().loadView(steps.namespace(), steps.newName("absent"));
    Expect.status(loaded, 404);
    steps.expectErrorType(loaded, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-VLD-03")
  @RequiresOperation("viewExists")
  void headOnAnExistingViewAnswers204() {
    ViewSteps.CreatedView view = steps.views().created("head");
    Expect.status(steps.client().viewExists(steps.namespace(), view.name()), 204);
  }

  @Test
  @Verifies("ICE-VLD-04")
  @RequiresOperation("viewExists")
  void headOnAMissingViewAnswers404() {
    Expect.status(steps.client().viewExists(steps.namespace(), steps.newName("absent")), 404);
  }

  @Test
  @Verifies("ICE-VLD-06")
  @RequiresOperation("dropView")
  void droppingAViewAnswers204AndItNoLongerLoads() {
    ViewSteps.CreatedView view = steps.views().created("dropped");
    Exchange dropped = steps.views().drop(view.name(), null);
    Expect.status(dropped, 204);
    steps.views().expectNone(view.name());
  }

  @Test
  @Verifies("ICE-VLD-07")
  @RequiresOperation("dropView")
  void droppingAMissingViewAnswers404NoSuchView() {
    Exchange dropped = steps.views().drop(steps.newName("absent"), null);
    Expect.status(dropped, 404);
    steps.expectErrorType(dropped, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-VLD-08")
  void loadingAViewInAMissingNamespaceAnswers404() {
    Exchange loaded =
        steps.client().loadView(steps.run().names().missingNamespace(), steps.newName("orphan"));
    Expect.status(loaded, 404);
  }

  /**
   * In a namespace of the check's own, asked with a pageSize that fits every view on one page, so
   * the listing judged is the namespace's and no other check's paging rule is tested again.
   */
  @Test
  @Verifies("ICE-VLD-09")
  @RequiresOperation({"createNamespace", "listViews", "dropView"})
  void theViewListingNamesExactlyTheViewsOfItsNamespace() {
    List<String> namespace = steps.namespaces().createdContainer("exact");
    Map<String, String> onePage = Map.of("pageSize", "100");
    Expect.equal(
        "views listed in a namespace without views",
        List.of(),
        steps.namespaces().listedNames(PagedList.VIEWS, namespace, onePage));
    String kept = steps.newName("kept");
    String dropped = steps.newName("dropped");
    for (String name : List.of(kept, dropped)) {
      Precondition.require(steps.views().createIn(namespace, name), 200, "create the view " + name);
    }
    Precondition.require(
        steps.client().dropView(namespace, dropped).succeeded(), "drop the view " + dropped);
    Expect.equal(
        "views listed after " + dropped + " was dropped",
        List.of(kept),
        steps.namespaces().listedNames(PagedList.VIEWS, namespace, onePage));
  }

  @Test
  @Verifies("ICE-VLD-05")
  @RequiresOperation("listViews")
  void listingNamesEveryCreatedView() {
    List<String> created =
        List.of(steps.views().created("listed").name(), steps.views().created("listed").name());
    Pager.Walk walk = steps.namespaces().walk("listViews", steps.namespace(), Map.of());
    if (walk.refused() != null) {
      Expect.status(walk.refused(), 200);
    }
    Set<String> listed = new TreeSet<>();
    walk.pages().forEach(page -> listed.addAll(IcebergLists.identifierNames(page)));
    Expect.that(
        listed.containsAll(created),
        "the listing names " + created,
        "it names " + listed,
        walk.evidence());
  }
}
