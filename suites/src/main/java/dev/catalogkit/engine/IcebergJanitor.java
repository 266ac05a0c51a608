package dev.catalogkit.engine;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.IcebergCatalogClient;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.Kind;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Deletes exactly what the run asked the server to create: first the views and tables of the ledger
 * and those listed inside the run's namespaces (all of which carry the run ID), then the
 * namespaces, deepest first. Runs once, at the end or from the Ctrl-C hook, and returns what it
 * could not delete.
 */
public final class IcebergJanitor implements Janitor {

  private static final Set<Integer> GONE = Set.of(200, 204, 404);
  private static final int MAX_PAGES = 100;

  private final IcebergCatalogClient client;
  private final ObjectLedger ledger;
  private final Optional<String> advertisedSeparator;
  private List<String> leftovers;

  public IcebergJanitor(
      IcebergCatalogClient client, ObjectLedger ledger, Capabilities capabilities) {
    this.client = client;
    this.ledger = ledger;
    this.advertisedSeparator = capabilities.namespaceSeparator();
  }

  @Override
  public synchronized List<String> cleanUp() {
    if (leftovers == null) {
      client.transport().reserveFor(Thread.currentThread());
      leftovers = new ArrayList<>();
      Set<ObjectRef> objects = new LinkedHashSet<>(ledger.objects());
      namespaces(objects).forEach(namespace -> objects.addAll(listed(namespace)));
      objects.stream()
          .filter(object -> object.kind() == Kind.VIEW || object.kind() == Kind.TABLE)
          .forEach(this::drop);
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

  /** The views and tables a namespace lists, following pages up to a bound. */
  private List<ObjectRef> listed(List<String> namespace) {
    List<ObjectRef> listed = new ArrayList<>();
    listPages("listViews", namespace, Kind.VIEW, listed);
    listPages("listTables", namespace, Kind.TABLE, listed);
    return listed;
  }

  private void listPages(
      String operation, List<String> namespace, Kind kind, List<ObjectRef> into) {
    Map<String, String> query = new HashMap<>();
    for (int page = 0; page < MAX_PAGES; page++) {
      Exchange listed = client.listPage(operation, namespace, query);
      if (!listed.hasStatus(200)) {
        return;
      }
      listed
          .at("/identifiers")
          .forEach(id -> into.add(new ObjectRef(kind, namespace, id.path("name").asText())));
      JsonNode token = listed.at("/next-page-token");
      if (!token.isTextual() || token.asText().isEmpty()) {
        return;
      }
      query.put("pageToken", token.asText());
    }
  }

  private void drop(ObjectRef object) {
    Exchange dropped =
        switch (object.kind()) {
          case VIEW -> client.dropView(object.namespace(), object.name());
          case TABLE -> client.dropTable(object.namespace(), object.name());
          case NAMESPACE -> dropNamespace(object.namespace());
          case SEMANTIC_VIEW -> throw new IllegalArgumentException("not an Iceberg object");
        };
    if (!gone(dropped) && object.kind() == Kind.NAMESPACE && object.namespace().size() > 1) {
      dropped = dropWithAdvertisedSeparator(object.namespace()).orElse(dropped);
    }
    if (!gone(dropped)) {
      leftovers.add(object + " (" + dropped.summary() + ")");
    }
  }

  /**
   * Drops a namespace; when it is not empty (a check interrupted by Ctrl-C may have created one
   * more object after the janitor listed it), empties it once more and tries again.
   */
  private Exchange dropNamespace(List<String> namespace) {
    Exchange dropped = client.dropNamespace(namespace);
    if (!dropped.hasStatus(409)) {
      return dropped;
    }
    listed(namespace).forEach(this::drop);
    return client.dropNamespace(namespace);
  }

  /** A server that ignores %1F (ICE-NS-01) may still find a nested namespace this way. */
  private Optional<Exchange> dropWithAdvertisedSeparator(List<String> namespace) {
    return advertisedSeparator.map(
        separator -> {
          String encoded = PathSegment.separatorInPath(separator);
          return client.call(
              "dropNamespace",
              Map.of("namespace", IcebergCatalogClient.encodeNamespace(namespace, encoded)),
              null);
        });
  }

  private static boolean gone(Exchange dropped) {
    return dropped.answered() && GONE.contains(dropped.status());
  }
}
