package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.PathSegment;
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
import org.junit.jupiter.api.Test;

/**
 * Views in a multipart namespace (the Create and Replace a view pages): the view routes decode the
 * namespace as the namespace routes do, with %1F and with the advertised separator. Whether a
 * separator works on {@code GET /namespaces/{namespace}} is ICE-NS-01 and -02's to judge; here it
 * is a precondition.
 */
@ConformanceSuite
@RequiresOperation({
  "createNamespace",
  "loadNamespaceMetadata",
  "createView",
  "loadView",
  "replaceView",
  "listViews"
})
class NestedViewSuite {

  private final IcebergSteps steps;

  NestedViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-NS-04")
  void aViewInAMultipartNamespaceIsReachedThroughTheUnitSeparator() {
    IcebergCatalogClient unit = steps.client();
    List<String> nested = nestedNamespaceReachedBy(IcebergCatalogClient.UNIT_SEPARATOR);
    String name = steps.newName("nested_view");
    Exchange created = steps.views().createThrough(unit, nested, name);
    Expect.succeeded(created);
    expectReachedThrough(unit, nested, name, View.in(created).uuid());
    Expect.succeeded(unit.listViewsPage(nested, Map.of()));
  }

  /**
   * Created, loaded, replaced and listed through the advertised separator; where %1F reaches the
   * namespace too (ICE-NS-04 judges whether it does), it must find the same view and listing.
   */
  @Test
  @Verifies("ICE-NS-05")
  void theAdvertisedSeparatorReachesTheSameViewAsTheUnitSeparator() {
    String advertised = steps.advertisedSeparatorOtherThanUnit();
    String inPath = PathSegment.separatorInPath(advertised);
    IcebergCatalogClient other = steps.client().separatedBy(inPath);
    List<String> nested = nestedNamespaceReachedBy(inPath);
    String name = steps.newName("nested_view");
    Exchange created = steps.views().createThrough(other, nested, name);
    Expect.succeeded(created);
    String uuid = View.in(created).uuid();
    expectReachedThrough(other, nested, name, uuid);
    Exchange listed = other.listViewsPage(nested, Map.of());
    Expect.succeeded(listed);
    Exchange loadedByUnit = steps.client().loadView(nested, name);
    if (loadedByUnit.succeeded()) {
      Expect.equal("view-uuid through %1F", uuid, View.in(loadedByUnit).uuid(), loadedByUnit);
      Exchange listedByUnit = steps.client().listViewsPage(nested, Map.of());
      Expect.equal(
          "views listed through " + inPath + " and through %1F",
          IcebergLists.identifierNames(listed),
          IcebergLists.identifierNames(listedByUnit),
          listed,
          listedByUnit);
    }
  }

  /** The view loads with this UUID, and takes a replace, through the client's separator. */
  private void expectReachedThrough(
      IcebergCatalogClient through, List<String> nested, String name, String uuid) {
    Exchange loaded = through.loadView(nested, name);
    Expect.succeeded(loaded);
    Expect.equal("view-uuid", uuid, View.in(loaded).uuid(), loaded);
    Expect.succeeded(
        steps
            .views()
            .replaceThrough(through, nested, name, ViewUpdate.setProperty("kit.nested", "y")));
  }

  /** A namespace two levels down, which {@code GET /namespaces/{namespace}} finds this way. */
  private List<String> nestedNamespaceReachedBy(String separatorInPath) {
    List<String> parent = steps.namespaces().createdContainer("nested");
    List<String> nested =
        steps.namespaces().created(List.of(parent.get(0), steps.newName("level")));
    Precondition.require(
        steps
            .client()
            .loadNamespaceEncoded(IcebergCatalogClient.encodeNamespace(nested, separatorInPath)),
        200,
        "load the namespace " + nested + " through " + separatorInPath);
    return nested;
  }
}
