package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.spec.RequestCases.Case;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** maxResults 1–1000 and opaque pageToken; pages end, and empty pages carry no token. */
@ConformanceSuite
class SemanticListSuite {

  static final int VIEWS = 5;
  static final int PAGE_SIZE = 2;

  /** More pages than a correct server needs; a server still paging after this never stops. */
  static final int MAX_PAGES = VIEWS / PAGE_SIZE + 3;

  /** What paging through one database showed. */
  record Walk(List<String> names, List<Exchange> pages, boolean ended) {}

  private final PaimonSteps steps;

  SemanticListSuite(Check check) {
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
            .list(
                "listSemanticViews",
                steps.database(),
                Map.of(DocumentCases.parameter(broken), DocumentCases.value(broken)));
    Expect.status(listed, 400);
  }

  /** maxResults just below and just above the bounds the document gives it. */
  static Stream<Case> maxResultsBeyondTheirBounds(RunContext run) {
    return DocumentCases.queryCases(run.spec(), "listSemanticViews");
  }

  @Test
  @Verifies("PAI-LIST-02")
  void followingTheTokensListsEveryNameOnceAndTheLastPageHasNoToken() {
    String database = steps.createdDatabase("paged");
    List<String> created = new ArrayList<>();
    for (int i = 0; i < VIEWS; i++) {
      created.add(steps.upserted(database, steps.newName("paged")));
    }
    Walk walk = walk(database);
    Expect.thatWithHint(
        walk.ended(),
        "a last page without nextPageToken within " + MAX_PAGES + " pages",
        "still paging",
        "the last page must omit the token",
        walk.pages().toArray(Exchange[]::new));
    List<String> sorted = new ArrayList<>(walk.names());
    sorted.sort(null);
    created.sort(null);
    Expect.equal(
        "names over all pages, sorted", created, sorted, walk.pages().toArray(Exchange[]::new));
  }

  @Test
  @Verifies("PAI-LIST-03")
  void anEmptyPageCarriesNoToken() {
    String database = steps.createdDatabase("empty_pages");
    for (int i = 0; i < PAGE_SIZE * 2; i++) {
      steps.upserted(database, steps.newName("paged"));
    }
    Walk walk = walk(database);
    Exchange listedEmpty =
        steps
            .client()
            .list(
                "listSemanticViews",
                steps.createdDatabase("empty"),
                Map.of("maxResults", String.valueOf(PAGE_SIZE)));
    List<Exchange> pages = new ArrayList<>(walk.pages());
    pages.add(listedEmpty);
    for (Exchange page : pages) {
      Precondition.require(page, 200, "list a page");
      Expect.that(
          !PaimonAnswers.listsNone(page) || PaimonAnswers.nextToken(page).isEmpty(),
          "no nextPageToken on an empty page",
          "an empty page with nextPageToken " + PaimonAnswers.nextTokenMember(page),
          page);
    }
  }

  @Test
  @Verifies("PAI-LIST-04")
  void anExistingDatabaseWithoutSemanticViewsListsAnEmptyArray() {
    Exchange listed =
        steps.client().list("listSemanticViews", steps.createdDatabase("none"), Map.of());
    Expect.status(listed, 200);
    JsonValue names = PaimonAnswers.semanticViews(listed);
    Expect.that(names.isEmptyArray(), "\"semanticViews\": []", "semanticViews " + names, listed);
  }

  private Walk walk(String database) {
    Pager.Walk walk =
        Pager.walk(
            parameters -> steps.client().list("listSemanticViews", database, parameters),
            Map.of("maxResults", String.valueOf(PAGE_SIZE)),
            PaimonAnswers::nextToken,
            MAX_PAGES);
    if (walk.refused() != null) {
      Precondition.require(walk.refused(), 200, "list page " + walk.pages().size());
    }
    List<String> names = new ArrayList<>();
    walk.pages().forEach(page -> names.addAll(PaimonAnswers.semanticViewNames(page)));
    return new Walk(names, walk.pages(), walk.ended());
  }
}
