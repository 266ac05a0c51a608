package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The three lists of the API (child namespaces, tables, views), each with the operation that fills
 * it. A list is read in a container namespace of the check's own: the namespace whose tables or
 * views are listed, or the parent whose children are.
 */
enum PagedList {
  NAMESPACES("listNamespaces", "createNamespace"),
  TABLES("listTables", "createTable"),
  VIEWS("listViews", "createView");

  final String listOperation;
  final String createOperation;

  PagedList(String listOperation, String createOperation) {
    this.listOperation = listOperation;
    this.createOperation = createOperation;
  }

  /** Both operations must be offered, or the check is NOT_APPLICABLE. */
  void requireOffered(IcebergSteps steps) {
    steps.requireOffered(listOperation);
    steps.requireOffered(createOperation);
  }

  /** Creates {@code count} objects in the container and returns their names. */
  List<String> fill(IcebergSteps steps, List<String> container, int count) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String name = steps.newName("paged");
      switch (this) {
        case NAMESPACES -> steps.namespaces().created(NamespaceSteps.childOf(container, name));
        case TABLES -> steps.tables().created(container, name);
        case VIEWS ->
            Precondition.require(
                steps.views().createIn(container, name), 200, "create the view " + name);
      }
      names.add(name);
    }
    return names;
  }

  /** A bounded walk through the container's list, with these query parameters on every page. */
  Pager.Walk walk(
      IcebergSteps steps, List<String> container, Map<String, String> query, int maxPages) {
    if (this == NAMESPACES) {
      return steps.namespaces().walk(listOperation, null, withParent(container, query), maxPages);
    }
    return steps.namespaces().walk(listOperation, container, query, maxPages);
  }

  /** The first page of the container's list, with these query parameters. */
  Exchange page(IcebergSteps steps, List<String> container, Map<String, String> query) {
    if (this == NAMESPACES) {
      return steps.client().listPage(listOperation, null, withParent(container, query));
    }
    return steps.client().listPage(listOperation, container, query);
  }

  /** The names a page lists: the last level of each namespace, or each identifier's name. */
  List<String> namesOn(Exchange page) {
    if (this == NAMESPACES) {
      return IcebergLists.namespaces(page).stream().map(ns -> ns.get(ns.size() - 1)).toList();
    }
    return IcebergLists.identifierNames(page);
  }

  /** The query with {@code parent}: the container's levels joined by the unit separator. */
  private static Map<String, String> withParent(List<String> container, Map<String, String> query) {
    Map<String, String> withParent = new LinkedHashMap<>(query);
    withParent.put("parent", String.join("\u001f", container));
    return withParent;
  }
}
