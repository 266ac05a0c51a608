package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import dev.catalogkit.spec.RequestCases.Case;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * maxResults 1–1000 and opaque pageToken; pages end, hold at most maxResults names, and empty pages
 * carry no token.
 */
@ConformanceSuite
class SemanticListSuite {

  static final int VIEWS = 5;
  static final int PAGE_SIZE = 2;

  /** More pages than a correct server needs at any page size; one still paging never stops. */
  static final int MAX_PAGES = VIEWS + 3;

  /** The walk's case that sends no maxResults: the server's default page size applies. */
  static final String OMITTED = "omitted";

  private final PaimonSteps steps;

  SemanticListSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("maxResultsBeyondTheirBounds")
  @Verifies("PAI-LIST-01")
  void maxResultsOutsideOneToAThousandAnswers400(Case broken) {
    Exchange listed =
        steps
            .client()
            .listSemanticViews(
                steps.database(),
                Map.of(DocumentCases.parameter(broken), DocumentCases.value(broken)));
    Expect.status(listed, 400);
  }

  /** maxResults just below and just above the bounds the document gives it. */
  static Stream<Case> maxResultsBeyondTheirBounds(RunContext run) {
    return DocumentCases.queryCases(run.spec(), "listSemanticViews");
  }

  @ParameterizedTest(name = "maxResults={0}")
  @ValueSource(strings = {"1", "2", "1000", OMITTED})
  @Verifies("PAI-LIST-02")
  void followingTheTokensListsEveryNameOnceAndTheLastPageHasNoToken(String maxResults) {
    String database = steps.createdDatabase("paged");
    List<String> created = storedViews(database, VIEWS);
    PagedWalk walk =
        walk(database, OMITTED.equals(maxResults) ? Map.of() : Map.of("maxResults", maxResults));
    walk.expectEnded();
    walk.expectNoTokenTwice();
    walk.expectEveryNameOnce(created, name -> true);
  }

  @Test
  @Verifies("PAI-LIST-03")
  void anEmptyPageCarriesNoToken() {
    String database = steps.createdDatabase("empty_pages");
    storedViews(database, PAGE_SIZE * 2);
    PagedWalk walk = walk(database, Map.of("maxResults", String.valueOf(PAGE_SIZE)));
    Exchange listedEmpty =
        steps
            .client()
            .listSemanticViews(
                steps.createdDatabase("empty"), Map.of("maxResults", String.valueOf(PAGE_SIZE)));
    List<Exchange> pages = new ArrayList<>(walk.pages());
    pages.add(listedEmpty);
    for (Exchange page : pages) {
      Precondition.require(page, 200, "list a page");
      ListingPage listed = ListingPage.semanticViews(page);
      JsonValue token = listed.nextPageToken();
      Expect.that(
          !listed.listsNone() || !token.isText(),
          "no nextPageToken on an empty page, not even \"\"",
          "an empty page with nextPageToken " + token,
          page);
    }
  }

  @Test
  @Verifies("PAI-LIST-04")
  void anExistingDatabaseWithoutSemanticViewsListsAnEmptyArray() {
    Exchange listed = steps.client().listSemanticViews(steps.createdDatabase("none"), Map.of());
    Expect.status(listed, 200);
    JsonValue names = ListingPage.semanticViews(listed).list();
    Expect.that(names.isEmptyArray(), "\"semanticViews\": []", "semanticViews " + names, listed);
  }

  @Test
  @Verifies("PAI-LIST-05")
  void noPageHoldsMoreNamesThanMaxResults() {
    String database = steps.createdDatabase("page_size");
    storedViews(database, VIEWS);
    walk(database, Map.of("maxResults", String.valueOf(PAGE_SIZE))).expectNoPageOver(PAGE_SIZE);
  }

  /**
   * Two databases of the check's own hold the same names (and one name each of their own, last in
   * order), so that their pages at one size can carry equal tokens; walked in turn, each lists all
   * of its own names and none of the other's.
   */
  @Test
  @Verifies("PAI-LIST-06")
  void aPageTokenGoesOnWithTheListingOfTheDatabaseInThePath() {
    String first = steps.createdDatabase("tokens");
    String second = steps.createdDatabase("tokens");
    List<String> shared = new ArrayList<>();
    for (int i = 0; i < VIEWS - 1; i++) {
      shared.add(steps.newName("shared"));
    }
    List<List<String>> own = new ArrayList<>();
    for (String database : List.of(first, second)) {
      List<String> names = new ArrayList<>(shared);
      names.add(steps.newName("zz_own"));
      names.forEach(name -> steps.upserted(database, name));
      own.add(names);
    }
    List<PagedWalk> walks =
        steps.semanticViewsListedInTurn(
            first, second, Map.of("maxResults", String.valueOf(PAGE_SIZE)), MAX_PAGES);
    for (int i = 0; i < walks.size(); i++) {
      // as sets: a walk that repeats or does not end is PAI-LIST-02's
      PagedWalk walk = walks.get(i);
      Expect.equal(
          "the names listed, each counted once",
          new TreeSet<>(own.get(i)),
          new TreeSet<>(walk.names()),
          walk.pages().toArray(Exchange[]::new));
    }
  }

  private List<String> storedViews(String database, int count) {
    List<String> stored = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      stored.add(steps.upserted(database, steps.newName("paged")));
    }
    return stored;
  }

  private PagedWalk walk(String database, Map<String, String> query) {
    return steps.semanticViewsListed(database, query, MAX_PAGES);
  }
}
