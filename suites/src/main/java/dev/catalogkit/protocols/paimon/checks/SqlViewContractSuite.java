package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Semantic views and ordinary SQL views share one name space, and stay apart everywhere else. */
@ConformanceSuite
class SqlViewContractSuite {

  private final PaimonSteps steps;

  SqlViewContractSuite(Check check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @Test
  @Verifies("PAI-SQL-01")
  void aSemanticViewOverASqlViewNameAnswers409AndConvertsNothing() {
    String name = steps.createdSqlView("taken");
    Expect.status(steps.upsert(name, steps.sampleContent()), 409);
    Expect.status(steps.client().getView(steps.database(), name), 200);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 404);
  }

  @Test
  @Verifies("PAI-SQL-02")
  void aSqlViewOverASemanticViewNameAnswers409AndConvertsNothing() {
    String name = steps.upserted("taken");
    Expect.status(steps.createSqlView(steps.database(), name), 409);
    steps.expectStoredContent(name, "/definition/content", steps.sampleContent());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"listViews", "listViewDetails"})
  @Verifies("PAI-SQL-03")
  void theSqlViewListingsShowSqlViewsOnly(String listing) {
    String database = steps.createdDatabase("listing");
    String sqlView = steps.newName("sql");
    Precondition.require(steps.createSqlView(database, sqlView), 200, "create a SQL view");
    String semanticView = steps.upserted(database, steps.newName("semantic"));
    Exchange listed = steps.client().list(listing, database, Map.of());
    Precondition.require(listed, 200, "list the views");
    Expect.equal(
        "views listed", List.of(sqlView), PaimonAnswers.sqlViewNames(listed, listing), listed);
    Expect.that(
        !listed.body().contains(semanticView),
        "no trace of " + semanticView,
        "it is listed",
        listed);
  }

  @Test
  @Verifies("PAI-SQL-04")
  void theSqlViewRoutesTreatASemanticViewAsMissing() {
    String name = steps.upserted("hidden");
    Expect.status(steps.client().getView(steps.database(), name), 404);
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
    Exchange listed = steps.client().list("listSemanticViews", database, Map.of());
    Expect.that(
        PaimonAnswers.listsNone(listed),
        "no semantic views in the recreated database",
        "semanticViews " + PaimonAnswers.semanticViews(listed),
        listed);
  }
}
