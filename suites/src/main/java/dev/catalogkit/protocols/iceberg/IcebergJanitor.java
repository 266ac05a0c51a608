package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.client.CutOffCreates;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.Pager;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.engine.CleanupCrew;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Deletes exactly what the run asked the server to create: first every view and table of the
 * ledger, then the namespaces of the ledger and those carrying the run ID at the top level, deepest
 * first; a namespace that will not go because it is not empty is emptied by what it lists. Runs
 * once, at the end or from the Ctrl-C hook, and returns what it could not delete.
 */
final class IcebergJanitor implements Janitor {

  private static final int MAX_PAGES = 100;

  /**
   * More objects than a run creates in one namespace: a listing that names more is not believed, so
   * a server listing endless names cannot make the janitor send endless deletes.
   */
  private static final int MAX_LISTED = 1000;

  /**
   * Longer than any name the run gives: a listed name beyond it is none of the run's, and deleting
   * it would cost a request of that size for each.
   */
  private static final int MAX_NAME_CHARS = 1024;

  private final IcebergCatalogClient client;
  private final ObjectLedger<IcebergKind> ledger;
  private final Optional<String> advertisedSeparator;
  private final CutOffCreates uncertain;
  private List<String> leftovers;

  IcebergJanitor(IcebergCatalogClient client, Optional<String> advertisedSeparator) {
    this.client = client;
    this.ledger = client.ledger();
    this.uncertain = new CutOffCreates(ledger);
    this.advertisedSeparator = advertisedSeparator;
  }

  @Override
  public synchronized List<String> cleanUp(CleanupCrew crew) {
    if (leftovers == null) {
      Set<ObjectRef<IcebergKind>> objects = new LinkedHashSet<>(ledger.objects());
      objects.addAll(runNamespacesListed());
      List<List<String>> namespaces = namespaces(objects);
      List<String> left =
          new ArrayList<>(
              crew.deleteEach(
                  viewsAndTables(objects), this::drop, this::controlRead, Object::toString));
      namespacesByDepth(objects).descendingMap().values().stream()
          .map(
              level ->
                  level.stream()
                      .map(ns -> new ObjectRef<>(IcebergKind.NAMESPACE, ns, null))
                      .toList())
          .forEach(
              level ->
                  left.addAll(
                      crew.deleteEach(level, this::drop, this::controlRead, Object::toString)));
      left.addAll(unaddressable(namespaces, left));
      left.addAll(uncertain.leftovers(namespaces));
      leftovers = left.stream().distinct().toList();
    }
    return leftovers;
  }

  /**
   * The top-level namespaces carrying the run's ID that the server lists, but for those whose
   * create it refused: a create cut off by a stop may have been carried out, and written down too
   * late for the ledger this janitor read.
   */
  private List<ObjectRef<IcebergKind>> runNamespacesListed() {
    return topLevel().stream()
        .filter(namespace -> namespace.size() == 1 && ledger.owns(namespace))
        .filter(namespace -> !ledger.refused(namespace))
        .limit(MAX_LISTED)
        .map(namespace -> new ObjectRef<>(IcebergKind.NAMESPACE, namespace, null))
        .toList();
  }

  private Set<List<String>> topLevel() {
    Pager.Walk walk = client.walk("listNamespaces", null, Map.of(), MAX_PAGES);
    Set<List<String>> listed = new LinkedHashSet<>();
    walk.pages().forEach(page -> listed.addAll(IcebergLists.namespaces(page)));
    return listed;
  }

  /**
   * Top-level namespaces the run created that are still listed although their DELETE answered as if
   * they were gone (404): the server accepted the name but cannot address it again (a level with a
   * slash or a percent sign, say). Each is reported once, as that, rather than as "gone".
   */
  private List<String> unaddressable(List<List<String>> created, List<String> alreadyLeft) {
    Set<List<String>> listed = topLevel();
    return created.stream()
        .filter(namespace -> namespace.size() == 1 && listed.contains(namespace))
        .map(namespace -> new ObjectRef<>(IcebergKind.NAMESPACE, namespace, null).toString())
        .filter(line -> alreadyLeft.stream().noneMatch(left -> left.startsWith(line + " (")))
        .map(
            line ->
                line
                    + " (still listed after the clean-up: the server accepted this name but"
                    + " answers 404 when it is addressed)")
        .toList();
  }

  /**
   * Every view and table of the ledger, whatever a listing says: a listing may be wrong, and a
   * delete of what is gone costs one 404. A namespace is listed only when its drop finds it not
   * empty, so that a server listing huge pages costs the clean-up nothing as long as it drops.
   */
  private static List<ObjectRef<IcebergKind>> viewsAndTables(Set<ObjectRef<IcebergKind>> objects) {
    return objects.stream()
        .filter(object -> object.kind() == IcebergKind.VIEW || object.kind() == IcebergKind.TABLE)
        .toList();
  }

  /** A namespace is dropped after every namespace inside it: one level at a time, deepest first. */
  private static TreeMap<Integer, List<List<String>>> namespacesByDepth(
      Set<ObjectRef<IcebergKind>> objects) {
    return namespaces(objects).stream()
        .collect(Collectors.groupingBy(List::size, TreeMap::new, Collectors.toList()));
  }

  private static List<List<String>> namespaces(Set<ObjectRef<IcebergKind>> objects) {
    return objects.stream()
        .filter(object -> object.kind() == IcebergKind.NAMESPACE)
        .map(ObjectRef::namespace)
        .distinct()
        .toList();
  }

  /**
   * The views and tables a namespace lists, as far as the listing goes: a page without an {@code
   * identifiers} array lists nothing, and a walk stops at its bounds. Only names in the run's own
   * namespace, short enough to be the run's, are taken.
   */
  private List<ObjectRef<IcebergKind>> listed(List<String> namespace) {
    List<ObjectRef<IcebergKind>> listed = new ArrayList<>();
    for (Map.Entry<String, IcebergKind> list :
        Map.of("listViews", IcebergKind.VIEW, "listTables", IcebergKind.TABLE).entrySet()) {
      client.walk(list.getKey(), namespace, Map.of(), MAX_PAGES).pages().stream()
          .filter(page -> page.hasStatus(200))
          .flatMap(page -> IcebergLists.identifierNames(page).stream())
          .filter(name -> name.length() <= MAX_NAME_CHARS)
          .limit(MAX_LISTED)
          .forEach(name -> listed.add(new ObjectRef<>(list.getValue(), namespace, name)));
    }
    return listed;
  }

  /**
   * Drops one object; what could not be dropped comes back as a leftover line. A server that
   * ignores %1F (ICE-NS-01) may still find an object of a nested namespace through the advertised
   * separator, so that is tried too.
   */
  private Optional<String> drop(ObjectRef<IcebergKind> object) {
    Exchange dropped = drop(client, object);
    if (!gone(dropped) && object.namespace().size() > 1) {
      dropped =
          advertisedSeparator
              .map(
                  separator ->
                      drop(client.separatedBy(PathSegment.separatorInPath(separator)), object))
              .orElse(dropped);
    }
    if (dropped.succeeded() && object.kind() == IcebergKind.NAMESPACE) {
      uncertain.dropped(object.namespace());
    }
    if (dropped.hasStatus(404)) {
      uncertain.absent(object);
    }
    return gone(dropped) ? Optional.empty() : Optional.of(object + " (" + dropped.summary() + ")");
  }

  private Exchange drop(IcebergCatalogClient through, ObjectRef<IcebergKind> object) {
    return switch (object.kind()) {
      case VIEW ->
          CleanupCrew.retriedOnce(() -> through.dropView(object.namespace(), object.name()));
      case TABLE ->
          CleanupCrew.retriedOnce(() -> through.dropTable(object.namespace(), object.name()));
      case NAMESPACE -> dropNamespace(through, object.namespace());
    };
  }

  /**
   * Drops a namespace; when it is not empty (a faulty server created what it refused, or a check
   * interrupted by Ctrl-C created one more object), drops what it lists and tries again.
   */
  private Exchange dropNamespace(IcebergCatalogClient through, List<String> namespace) {
    Exchange dropped = CleanupCrew.retriedOnce(() -> through.dropNamespace(namespace));
    if (!dropped.hasStatus(409)) {
      return dropped;
    }
    listed(namespace).forEach(this::drop);
    return CleanupCrew.retriedOnce(() -> through.dropNamespace(namespace));
  }

  /** One page of the top-level namespaces: a read of the catalog's storage, as plain as any. */
  private Exchange controlRead() {
    return client.listPage("listNamespaces", null, Map.of());
  }

  /** Deleted now (200, 204), or not there any more (404). */
  private static boolean gone(Exchange dropped) {
    return dropped.succeeded() || dropped.hasStatus(404);
  }
}
