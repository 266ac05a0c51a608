package dev.catalogkit.engine;

import dev.catalogkit.client.IcebergCatalogClient;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.Kind;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Deletes exactly what the run asked the server to create: first the views and tables of the ledger
 * and those listed inside the run's namespaces (all of which carry the run ID), then the
 * namespaces, deepest first. Runs once, at the end or from the Ctrl-C hook, and returns what it
 * could not delete.
 */
public final class Janitor {

  private static final Set<Integer> GONE = Set.of(200, 204, 404);

  private final IcebergCatalogClient client;
  private final ObjectLedger ledger;
  private List<String> leftovers;

  public Janitor(IcebergCatalogClient client, ObjectLedger ledger) {
    this.client = client;
    this.ledger = ledger;
  }

  public synchronized List<String> cleanUp() {
    if (leftovers == null) {
      leftovers = new ArrayList<>();
      Set<ObjectRef> objects = new LinkedHashSet<>(ledger.objects());
      namespaces(objects).forEach(namespace -> objects.addAll(listedViews(namespace)));
      objects.stream().filter(object -> object.kind() != Kind.NAMESPACE).forEach(this::drop);
      namespaces(objects).stream()
          .sorted(Comparator.comparingInt((List<String> ns) -> ns.size()).reversed())
          .forEach(namespace -> drop(new ObjectRef(Kind.NAMESPACE, namespace, null)));
    }
    return List.copyOf(leftovers);
  }

  private static List<List<String>> namespaces(Set<ObjectRef> objects) {
    return objects.stream()
        .filter(object -> object.kind() == Kind.NAMESPACE)
        .map(ObjectRef::namespace)
        .distinct()
        .toList();
  }

  private List<ObjectRef> listedViews(List<String> namespace) {
    Exchange listed = client.listViews(namespace);
    List<ObjectRef> views = new ArrayList<>();
    if (listed.hasStatus(200)) {
      listed
          .at("/identifiers")
          .forEach(id -> views.add(new ObjectRef(Kind.VIEW, namespace, id.path("name").asText())));
    }
    return views;
  }

  private void drop(ObjectRef object) {
    Exchange dropped =
        switch (object.kind()) {
          case VIEW -> client.dropView(object.namespace(), object.name());
          case TABLE -> client.dropTable(object.namespace(), object.name());
          case NAMESPACE -> client.dropNamespace(object.namespace());
        };
    if (!dropped.answered() || !GONE.contains(dropped.status())) {
      leftovers.add(object + " (" + dropped.summary() + ")");
    }
  }
}
