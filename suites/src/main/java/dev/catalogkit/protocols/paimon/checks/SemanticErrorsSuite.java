package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Errors are ErrorResponse bodies; semantic-view errors name SEMANTIC_VIEW; 404 for a missing
 * database.
 */
@ConformanceSuite
class SemanticErrorsSuite {

  /**
   * Requests a semantic-view route must refuse, given a database and a fresh name; the first three
   * are refused for the semantic view itself (PAI-ERR-01), the others for a name a SQL view holds
   * and for the content's size (PAI-ERR-06).
   */
  enum Refused {
    GET_ABSENT(
        true,
        (steps, database) -> steps.client().getSemanticView(database, steps.newName("absent"))),
    DELETE_ABSENT(
        true,
        (steps, database) -> steps.client().deleteSemanticView(database, steps.newName("absent"))),
    UPSERT_UNSUPPORTED_FORMAT(
        true,
        (steps, database) ->
            steps
                .client()
                .upsertSemanticView(
                    database,
                    steps.newName("refused"),
                    PaimonSteps.definition(
                        SemanticValidationSuite.UNSUPPORTED_FORMAT, steps.sampleContent()))),
    UPSERT_NAME_OF_A_SQL_VIEW(
        false,
        (steps, database) ->
            steps.upsert(database, steps.createdSqlView("taken"), steps.sampleContent())),
    UPSERT_OVER_THE_SIZE_LIMIT(
        false,
        (steps, database) ->
            steps.upsert(
                database,
                steps.newName("oversized"),
                ModelContent.overLimit(steps.sampleContent())));

    /** Refused for the semantic view itself: absent, or its definition refused. */
    private final boolean aboutTheSemanticView;

    private final BiFunction<PaimonSteps, String, Exchange> request;

    Refused(boolean aboutTheSemanticView, BiFunction<PaimonSteps, String, Exchange> request) {
      this.aboutTheSemanticView = aboutTheSemanticView;
      this.request = request;
    }
  }

  /** Every semantic-view route, addressed in a database that does not exist. */
  enum Route {
    LIST((steps, database) -> steps.client().listSemanticViews(database, Map.of())),
    GET((steps, database) -> steps.client().getSemanticView(database, steps.newName("any"))),
    UPSERT(
        (steps, database) -> steps.upsert(database, steps.newName("any"), steps.sampleContent())),
    DELETE((steps, database) -> steps.client().deleteSemanticView(database, steps.newName("any")));

    private final BiFunction<PaimonSteps, String, Exchange> request;

    Route(BiFunction<PaimonSteps, String, Exchange> request) {
      this.request = request;
    }
  }

  private final PaimonSteps steps;

  SemanticErrorsSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  /** The body's shape is PAI-ERR-04's and its code PAI-ERR-05's (the audit): here resourceType. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("refusedForTheSemanticView")
  @Verifies("PAI-ERR-01")
  void anErrorAboutTheSemanticViewNamesSemanticView(Refused refused) {
    expectNamesSemanticView(refused);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusedForItsNameOrSize")
  @Verifies("PAI-ERR-06")
  void theConflictAndSizeErrorsOfAnUpsertNameSemanticView(Refused refused) {
    expectNamesSemanticView(refused);
  }

  static Stream<Refused> refusedForTheSemanticView() {
    return Stream.of(Refused.values()).filter(refused -> refused.aboutTheSemanticView);
  }

  static Stream<Refused> refusedForItsNameOrSize() {
    return Stream.of(Refused.values()).filter(refused -> !refused.aboutTheSemanticView);
  }

  private void expectNamesSemanticView(Refused refused) {
    Exchange error = refused.request.apply(steps, steps.database());
    Precondition.require(error.isError(), "the request is refused: " + error.summary());
    PaimonSteps.expectResourceType(error, "SEMANTIC_VIEW");
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Route.class)
  @Verifies("PAI-ERR-02")
  void everyRouteAnswers404ForAMissingDatabase(Route route) {
    String missing = steps.database() + "_missing_" + steps.newName("db");
    Expect.status(route.request.apply(steps, missing), 404);
  }
}
