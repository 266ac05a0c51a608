package dev.catalogkit.protocols.iceberg.explore;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The explorer's model of the catalog a walk works in: which of its namespaces exist, and the views
 * and tables in each. Tables are known by the UUID their create answered ({@link ModelTable}).
 */
final class CatalogModel {

  private final Map<Integer, Contents> namespaces = new TreeMap<>();

  /** What one namespace holds. */
  static final class Contents {
    final Map<String, ModelView> views = new TreeMap<>();
    final Map<String, ModelTable> tables = new TreeMap<>();

    /** The namespace's properties the kit set ({@code kit.} keys); others are the server's. */
    final Map<String, String> properties = new TreeMap<>();

    boolean empty() {
      return views.isEmpty() && tables.isEmpty();
    }
  }

  boolean exists(int namespace) {
    return namespaces.containsKey(namespace);
  }

  void create(int namespace) {
    namespaces.put(namespace, new Contents());
  }

  void drop(int namespace) {
    namespaces.remove(namespace);
  }

  Map<Integer, Contents> namespaces() {
    return namespaces;
  }

  Optional<Contents> in(int namespace) {
    return Optional.ofNullable(namespaces.get(namespace));
  }

  Optional<ModelView> view(int namespace, String name) {
    return in(namespace).map(contents -> contents.views.get(name));
  }

  boolean hasTable(int namespace, String name) {
    return in(namespace).map(contents -> contents.tables.containsKey(name)).orElse(false);
  }

  boolean hasView(int namespace, String name) {
    return view(namespace, name).isPresent();
  }

  /** Whether a view the walk holds, in any of its namespaces, has this view-uuid. */
  boolean holdsViewWithUuid(String uuid) {
    return namespaces.values().stream()
        .flatMap(contents -> contents.views.values().stream())
        .anyMatch(view -> view.uuid.equals(uuid));
  }

  /** Whether a view or a table holds the name (they share one name space). */
  boolean taken(int namespace, String name) {
    return hasView(namespace, name) || hasTable(namespace, name);
  }
}
