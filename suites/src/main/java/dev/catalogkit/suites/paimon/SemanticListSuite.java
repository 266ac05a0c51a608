package dev.catalogkit.suites.paimon;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** maxResults 1–1000 and opaque pageToken; pages end, and empty pages carry no token. */
@ConformanceSuite
class SemanticListSuite {

  static final int VIEWS = 5;
  static final int PAGE_SIZE = 2;

  /** More pages than a correct server needs; a server still paging after this never stops. */
  static final int MAX_PAGES = VIEWS / PAGE_SIZE + 3;

  /** What paging through one database showed. */
  record Walk(List<String> names, List<Exchange> pages, boolean ended) {}

  private final PaimonSteps steps = PaimonSteps.current();

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @ParameterizedTest(name = "maxResults={0}")
  @ValueSource(strings = {"0", "1001", "-1"})
  @Verifies("PAI-LIST-01")
  void maxResultsOutsideOneToAThousandAnswers400(String maxResults) {
    Exchange listed =
        steps
            .client()
            .list("listSemanticViews", steps.database(), Map.of("maxResults", maxResults));
    Expect.status(listed, 400);
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
      boolean empty = page.at("/semanticViews").isEmpty();
      Expect.that(
          !empty || !hasToken(page),
          "no nextPageToken on an empty page",
          "an empty page with nextPageToken " + page.at("/nextPageToken"),
          page);
    }
  }

  @Test
  @Verifies("PAI-LIST-04")
  void anExistingDatabaseWithoutSemanticViewsListsAnEmptyArray() {
    Exchange listed =
        steps.client().list("listSemanticViews", steps.createdDatabase("none"), Map.of());
    Expect.status(listed, 200);
    JsonNode names = listed.at("/semanticViews");
    Expect.that(
        names.isArray() && names.isEmpty(),
        "\"semanticViews\": []",
        "semanticViews " + (names.isMissingNode() ? "absent" : names.toString()),
        listed);
  }

  private Walk walk(String database) {
    List<String> names = new ArrayList<>();
    List<Exchange> pages = new ArrayList<>();
    Map<String, String> query = new HashMap<>();
    query.put("maxResults", String.valueOf(PAGE_SIZE));
    for (int i = 0; i < MAX_PAGES; i++) {
      Exchange page = steps.client().list("listSemanticViews", database, query);
      Precondition.require(page, 200, "list page " + (i + 1));
      pages.add(page);
      page.at("/semanticViews").forEach(name -> names.add(name.asText()));
      if (!hasToken(page)) {
        return new Walk(names, pages, true);
      }
      query.put("pageToken", page.at("/nextPageToken").asText());
    }
    return new Walk(names, pages, false);
  }

  private static boolean hasToken(Exchange page) {
    JsonNode token = page.at("/nextPageToken");
    return token.isTextual() && !token.asText().isEmpty();
  }
}
