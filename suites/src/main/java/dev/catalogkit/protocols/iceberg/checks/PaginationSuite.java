package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** pageSize / pageToken / next-page-token on the three lists (public Iceberg REST facts). */
@ConformanceSuite
class PaginationSuite {

  static final int OBJECTS = 5;
  static final int PAGE_SIZE = 2;

  /** What paging through one list showed: the names created, and those the pages listed. */
  record Walk(
      List<String> created,
      List<String> listed,
      List<Exchange> pages,
      boolean ended,
      String lastToken) {

    List<Integer> pageSizes(PagedList list) {
      return pages.stream().map(page -> list.namesOn(page).size()).toList();
    }

    static List<String> sorted(List<String> names) {
      List<String> sorted = new ArrayList<>(names);
      sorted.sort(null);
      return sorted;
    }
  }

  private final IcebergSteps steps;

  PaginationSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}, pageSize {1}")
  @MethodSource("listsAndPageSizes")
  @Verifies("ICE-PAGE-01")
  void followingTheTokensListsEveryObjectExactlyOnce(PagedList list, int pageSize) {
    Walk walk = walk(list, pageSize);
    Precondition.require(walk.ended(), "pagination ends within " + maxPages(pageSize) + " pages");
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
    Walk walk = walk(list, PAGE_SIZE);
    Expect.thatWithHint(
        walk.ended(),
        "a page without next-page-token within " + maxPages(PAGE_SIZE) + " pages of " + PAGE_SIZE,
        "still paging; the last token was \"" + walk.lastToken() + "\"" + repeatedNote(walk),
        "the last page must omit next-page-token (or set it to null)",
        walk.pages().toArray(Exchange[]::new));
    Exchange last = walk.pages().get(walk.pages().size() - 1);
    Expect.thatWithHint(
        !IcebergLists.carriesToken(last),
        "a null (or no) next-page-token on the last page",
        "next-page-token " + IcebergLists.tokenShown(last),
        "an empty token is not null: a client sends it back as pageToken=, the first page again",
        last);
  }

  /** Says so when the tokens came round again: such a listing would never end. */
  private static String repeatedNote(Walk walk) {
    List<String> tokens =
        walk.pages().stream().map(IcebergLists::nextToken).flatMap(Optional::stream).toList();
    return tokens.size() > tokens.stream().distinct().count() ? " (a token came back)" : "";
  }

  /** A server that answers the whole list on one page, without a token, does not paginate. */
  @ParameterizedTest(name = "{0}, pageSize {1}")
  @MethodSource("listsAndPagingPageSizes")
  @Verifies("ICE-PAGE-03")
  void noPageHoldsMoreThanThePageSize(PagedList list, int pageSize) {
    Walk walk = walk(list, pageSize);
    if (walk.pages().size() == 1 && walk.ended()) {
      throw new NotApplicable(
          "the server answered every object on one page without a next-page-token: it does not"
              + " paginate, so pageSize is no bound for it");
    }
    List<Integer> sizes = walk.pageSizes(list);
    Expect.that(
        sizes.stream().allMatch(size -> size <= pageSize),
        "at most " + pageSize + " items (the pageSize) on every page",
        "pages of " + sizes + " items",
        walk.pages().toArray(Exchange[]::new));
  }

  /** With a pageSize that fits the list, so the answer is the first page and the whole list. */
  @ParameterizedTest(name = "{0}")
  @EnumSource(PagedList.class)
  @Verifies("ICE-PAGE-06")
  void anEmptyPageTokenIsAnsweredAsTheFirstPage(PagedList list) {
    list.requireOffered(steps);
    List<String> container = steps.namespaces().createdContainer("first_page");
    List<String> created = list.fill(steps, container, 1);
    Exchange page = list.page(steps, container, Map.of("pageToken", "", "pageSize", "100"));
    Expect.status(page, 200);
    Expect.equal("names on the first page", created, list.namesOn(page), page);
  }

  /**
   * Every list with the usual page size, the smallest page, and a page bigger than any list of the
   * kit's (everything on one page).
   */
  static Stream<Arguments> listsAndPageSizes() {
    return withPageSizes(List.of(PAGE_SIZE, 1, 1000));
  }

  /** Every list with the page sizes smaller than the list, so that a paginating server pages. */
  static Stream<Arguments> listsAndPagingPageSizes() {
    return withPageSizes(List.of(1, PAGE_SIZE));
  }

  private static Stream<Arguments> withPageSizes(List<Integer> pageSizes) {
    return Arrays.stream(PagedList.values())
        .flatMap(list -> pageSizes.stream().map(size -> Arguments.of(list, size)));
  }

  /** More pages than a correct server can need; a server still paging after this never stops. */
  static int maxPages(int pageSize) {
    return OBJECTS / pageSize + 3;
  }

  private Walk walk(PagedList list, int pageSize) {
    list.requireOffered(steps);
    List<String> container = steps.namespaces().createdContainer("pages");
    List<String> created = list.fill(steps, container, OBJECTS);
    Pager.Walk walk =
        list.walk(
            steps, container, Map.of("pageSize", String.valueOf(pageSize)), maxPages(pageSize));
    if (walk.refused() != null) {
      Expect.status(walk.refused(), 200);
    }
    List<String> names = new ArrayList<>();
    walk.pages().forEach(page -> names.addAll(list.namesOn(page)));
    return new Walk(created, names, walk.pages(), walk.ended(), walk.lastToken());
  }
}
