package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** pageSize / pageToken / next-page-token on the three lists (public Iceberg REST facts). */
@ConformanceSuite
class PaginationSuite {

  static final int OBJECTS = 5;
  static final int PAGE_SIZE = 2;

  /** More pages than a correct server can need; a server still paging after this never stops. */
  static final int MAX_PAGES = OBJECTS / PAGE_SIZE + 3;

  /** The three lists and how to fill each with objects of the run. */
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

    /** Creates {@link #OBJECTS} objects in a fresh container namespace and returns their names. */
    List<String> fill(IcebergSteps steps, List<String> container) {
      List<String> names = new ArrayList<>();
      for (int i = 0; i < OBJECTS; i++) {
        String name = steps.newName("paged");
        switch (this) {
          case NAMESPACES -> steps.createdNamespace(child(container, name));
          case TABLES -> steps.createdTable(container, name);
          case VIEWS ->
              Precondition.require(
                  steps.createViewIn(container, name), 200, "create the view " + name);
        }
        names.add(name);
      }
      return names;
    }

    Pager.Walk walk(IcebergSteps steps, List<String> container) {
      Map<String, String> query = new HashMap<>();
      query.put("pageSize", String.valueOf(PAGE_SIZE));
      if (this == NAMESPACES) {
        query.put("parent", container.get(0));
        return steps.walk(listOperation, null, query, MAX_PAGES);
      }
      return steps.walk(listOperation, container, query, MAX_PAGES);
    }

    List<String> namesOn(Exchange page) {
      if (this == NAMESPACES) {
        return IcebergLists.namespaces(page).stream().map(ns -> ns.get(ns.size() - 1)).toList();
      }
      return IcebergLists.identifierNames(page);
    }

    private static List<String> child(List<String> parent, String name) {
      List<String> child = new ArrayList<>(parent);
      child.add(name);
      return child;
    }
  }

  /** What paging through one list showed: the names created, and those the pages listed. */
  record Walk(
      List<String> created,
      List<String> listed,
      List<Exchange> pages,
      boolean ended,
      String lastToken) {

    static List<String> sorted(List<String> names) {
      List<String> sorted = new ArrayList<>(names);
      sorted.sort(null);
      return sorted;
    }
  }

  private final IcebergSteps steps;

  PaginationSuite(Check check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(PagedList.class)
  @Verifies("ICE-PAGE-01")
  void followingTheTokensListsEveryObjectExactlyOnce(PagedList list) {
    Walk walk = walk(list);
    Precondition.require(walk.ended(), "pagination ends within " + MAX_PAGES + " pages");
    Expect.equal(
        "names listed over all pages, sorted",
        Walk.sorted(walk.created()),
        Walk.sorted(walk.listed()),
        walk.pages().toArray(Exchange[]::new));
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(PagedList.class)
  @Verifies("ICE-PAGE-02")
  void paginationEndsWithAPageWithoutAToken(PagedList list) {
    Walk walk = walk(list);
    Expect.thatWithHint(
        walk.ended(),
        "a page without next-page-token within " + MAX_PAGES + " pages of " + PAGE_SIZE,
        "still paging; the last token was \"" + walk.lastToken() + "\"",
        "the last page must omit next-page-token (or set it to null)",
        walk.pages().toArray(Exchange[]::new));
  }

  private Walk walk(PagedList list) {
    steps.requireOffered(list.listOperation);
    steps.requireOffered(list.createOperation);
    // a top-level container, so that no path needs a namespace separator
    List<String> container = steps.createdNamespace(steps.run().names().siblingNamespace("pages"));
    List<String> created = list.fill(steps, container);
    Pager.Walk walk = list.walk(steps, container);
    if (walk.refused() != null) {
      Expect.status(walk.refused(), 200);
    }
    List<String> names = new ArrayList<>();
    walk.pages().forEach(page -> names.addAll(list.namesOn(page)));
    return new Walk(created, names, walk.pages(), walk.ended(), walk.lastToken());
  }
}
