package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** DELETE: no query, no body; 200 without a body; absent → 404; the name is free again. */
@ConformanceSuite
class SemanticDeleteSuite {

  /** More pages than a listing of two names can take. */
  static final int MAX_PAGES = 5;

  private final PaimonSteps steps;

  SemanticDeleteSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @Test
  @Verifies("PAI-DEL-01")
  void deleteAnswers200WithoutABodyAndTheViewIsGone() {
    String name = steps.upserted("deleted");
    Exchange deleted = steps.client().deleteSemanticView(steps.database(), name);
    Expect.status(deleted, 200);
    Expect.that(
        deleted.body() == null || deleted.body().isEmpty(),
        "no body",
        "a body: " + deleted.body(),
        deleted);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 404);
  }

  @Test
  @Verifies("PAI-DEL-04")
  void aDeletedNameLeavesTheListingAndCanBeCreatedAgain() {
    String database = steps.createdDatabase("deleted");
    String deleted = steps.upserted(database, steps.newName("deleted"));
    String kept = steps.upserted(database, steps.newName("kept"));
    Precondition.require(
        steps.client().deleteSemanticView(database, deleted), 200, "delete " + deleted);
    PagedWalk listed = steps.semanticViewsListed(database, Map.of(), MAX_PAGES);
    Expect.equal(
        "names listed after the delete",
        List.of(kept),
        listed.sortedNames(name -> true),
        listed.pages().toArray(Exchange[]::new));
    Expect.status(steps.upsert(database, deleted, steps.sampleContent()), 200);
  }

  @Test
  @Verifies("PAI-DEL-02")
  void deletingAnAbsentSemanticViewAnswers404() {
    Expect.status(
        steps.client().deleteSemanticView(steps.database(), steps.newName("absent")), 404);
  }
}
