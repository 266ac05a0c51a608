package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Semantic views and ordinary SQL views share one name space, and stay apart everywhere else. */
@ConformanceSuite
class SqlViewContractSuite {

  /** Pages a listing of the kit's few views takes, with room for a server's small default. */
  static final int MAX_PAGES = 10;

  private final PaimonSteps steps;

  SqlViewContractSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  /** In a database of its own, so that its semantic-view listing must come back empty. */
  @Test
  @Verifies("PAI-SQL-01")
  void aSemanticViewOverASqlViewNameAnswers409AndConvertsNothing() {
    String database = steps.createdDatabase("clash");
    String name = steps.newName("taken");
    Precondition.require(steps.createSqlView(database, name), 200, "create the SQL view " + name);
    Expect.status(steps.upsert(database, name, steps.sampleContent()), 409);
    Expect.status(steps.client().getView(database, name), 200);
    Expect.status(steps.client().getSemanticView(database, name), 404);
    PagedWalk listed = steps.semanticViewsListed(database, Map.of(), MAX_PAGES);
    Expect.equal(
        "semantic views listed",
        List.of(),
        listed.sortedNames(listedName -> true),
        listed.pages().toArray(Exchange[]::new));
  }

  @Test
  @Verifies("PAI-SQL-02")
  void aSqlViewOverASemanticViewNameAnswers409AndConvertsNothing() {
    String name = steps.upserted("taken");
    Expect.status(steps.createSqlView(steps.database(), name), 409);
    steps.expectStoredContent(name, "/definition/content", steps.sampleContent());
  }

  /** In a database of its own, so that nothing else of the run can take either name. */
  @Test
  @Verifies("PAI-SQL-09")
  void renamingASqlViewOntoASemanticViewNameAnswers409AndMovesNothing() {
    String database = steps.createdDatabase("rename_clash");
    String sqlView = steps.newName("renamed");
    Precondition.require(steps.createSqlView(database, sqlView), 200, "create the SQL view");
    String semanticView = steps.upserted(database, steps.newName("taken"));
    Expect.status(steps.renameSqlView(database, sqlView, semanticView), 409);
    Expect.status(steps.client().getView(database, sqlView), 200);
    // what the SQL-view GET answers for the semantic view's name is PAI-SQL-04's
    steps.expectStoredContent(database, semanticView, "/definition/content", steps.sampleContent());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(SqlViewListing.class)
  @Verifies("PAI-SQL-03")
  void theSqlViewListingsShowSqlViewsOnly(SqlViewListing listing) {
    String database = steps.createdDatabase("listing");
    String sqlView = steps.newName("sql");
    Precondition.require(steps.createSqlView(database, sqlView), 200, "create a SQL view");
    String semanticView = steps.upserted(database, steps.newName("semantic"));
    PagedWalk listed = listing.walk(steps.client(), database, Map.of(), MAX_PAGES);
    Exchange[] pages = listed.pages().toArray(Exchange[]::new);
    Expect.equal(
        "views listed",
        List.of(listing.entry(database, sqlView)),
        listed.sortedNames(entry -> listing.isOf(entry, database)),
        pages);
    Expect.that(
        listed.pages().stream().noneMatch(page -> page.body().contains(semanticView)),
        "no trace of " + semanticView,
        "it is listed",
        pages);
  }

  @Test
  @Verifies("PAI-SQL-04")
  void theSqlViewRoutesTreatASemanticViewAsMissing() {
    String name = steps.upserted("hidden");
    Expect.status(steps.client().getView(steps.database(), name), 404);
    Expect.status(
        steps.client().alterView(steps.database(), name, SqlViewBody.setOptionChange()), 404);
    Expect.status(steps.client().dropView(steps.database(), name), 404);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 200);
  }

  @Test
  @Verifies("PAI-SQL-05")
  void droppingADatabaseRemovesItsSemanticViews() {
    String database = steps.createdDatabase("cascade");
    String name = steps.upserted(database, steps.newName("cascaded"));
    Precondition.require(steps.client().dropDatabase(database), 200, "drop the database");
    Precondition.require(steps.client().createDatabase(database), 200, "create the database again");
    Expect.status(steps.client().getSemanticView(database, name), 404);
    Exchange listed = steps.client().listSemanticViews(database, Map.of());
    ListingPage page = ListingPage.semanticViews(listed);
    Expect.that(
        page.listsNone(),
        "no semantic views in the recreated database",
        "semanticViews " + page.list(),
        listed);
  }
}
