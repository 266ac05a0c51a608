package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The shared steps of the Iceberg checks about namespaces and what they list: namespaces of the
 * check's own, and bounded walks through the list operations. Reached through {@link
 * IcebergSteps#namespaces()}.
 */
final class NamespaceSteps {

  private final IcebergSteps steps;

  NamespaceSteps(IcebergSteps steps) {
    this.steps = steps;
  }

  private IcebergCatalogClient client() {
    return steps.client();
  }

  /**
   * A fresh top-level namespace of this check's own, beside the run's: what it lists is only what
   * the check put there, whatever other checks do meanwhile, and no path needs a separator.
   */
  List<String> createdContainer(String purpose) {
    return created(steps.run().names().siblingNamespace(purpose));
  }

  /** The namespace one level below {@code parent}, named {@code name}. */
  static List<String> childOf(List<String> parent, String name) {
    List<String> child = new ArrayList<>(parent);
    child.add(name);
    return child;
  }

  /** Makes a namespace of this check's own one level inside the run's namespace. */
  List<String> createdInside(String purpose) {
    return created(childOf(steps.namespace(), steps.newName(purpose)));
  }

  /** Makes a namespace of this run's own (beside or inside the run's namespace). */
  List<String> created(List<String> namespace) {
    Precondition.require(
        client().createNamespace(namespace), 200, "create the namespace " + namespace);
    return namespace;
  }

  /**
   * A bounded walk through a list operation ({@code listNamespaces}, {@code listTables}, {@code
   * listViews}) of a namespace (null: the top level), with these query parameters on every page.
   */
  Pager.Walk walk(String operation, List<String> namespace, Map<String, String> query) {
    return walk(operation, namespace, query, IcebergSteps.MAX_PAGES);
  }

  /** The same walk, stopping after {@code maxPages} pages. */
  Pager.Walk walk(
      String operation, List<String> namespace, Map<String, String> query, int maxPages) {
    return client().walk(operation, namespace, query, maxPages);
  }

  /**
   * Every name a list shows in a container, sorted; the check stops as NOT_VERIFIED when the list
   * is refused or does not end.
   */
  List<String> listedNames(PagedList list, List<String> container) {
    return listedNames(list, container, Map.of());
  }

  /** The same, with these query parameters on every page. */
  List<String> listedNames(PagedList list, List<String> container, Map<String, String> query) {
    Pager.Walk walk = list.walk(steps, container, query, IcebergSteps.MAX_PAGES);
    Precondition.require(
        walk.refused() == null && walk.ended(),
        "list the " + list.name().toLowerCase(Locale.ROOT) + " of " + container);
    List<String> names = new ArrayList<>();
    walk.pages().forEach(page -> names.addAll(list.namesOn(page)));
    names.sort(null);
    return names;
  }
}
