package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.client.Fixtures;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Names are single UTF-8 path segments, never split on dots, and only the path places an object
 * (Paimon Semantic Views page).
 */
@ConformanceSuite
class SemanticNamesSuite {

  static final String NAMES = "names/semantic-view-names.txt";

  /** A catalog the content names; the kit's requests never use it. */
  static final String OTHER_CATALOG = "cck_other_catalog";

  private final PaimonSteps steps;

  SemanticNamesSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @ParameterizedTest(name = "\"{0}\"")
  @MethodSource("hostileNames")
  @Verifies("PAI-NAME-01")
  void aNameRoundTripsThroughPostGetListAndDelete(String name) {
    String database = steps.createdDatabase("names");
    requireSampleStoredUnderAPlainName();
    // the page counts these names among the names of semantic views: a refusal fails, too
    Expect.status(steps.upsert(database, name, steps.sampleContent()), 200);
    Expect.status(steps.client().getSemanticView(database, name), 200);
    Exchange listed = steps.client().listSemanticViews(database, Map.of());
    Precondition.require(listed, 200, "list the semantic views");
    Expect.equal("names listed", List.of(name), names(listed), listed);
    Expect.status(steps.client().deleteSemanticView(database, name), 200);
    Expect.status(steps.client().getSemanticView(database, name), 404);
  }

  /**
   * The same names as database names. They carry the run ID in front, as every database of the run
   * does, so the dot-only names cannot be tested for databases.
   */
  @ParameterizedTest(name = "database \"<run>_{0}\"")
  @MethodSource("hostileNames")
  @Verifies("PAI-NAME-01")
  void aDatabaseNameRoundTripsAsOneSegment(String name) {
    String database = steps.ownPrefix() + "_" + name;
    requireSampleStoredUnderAPlainName();
    Expect.status(steps.client().createDatabase(database), 200);
    String view = steps.newName("in_named_database");
    Expect.status(steps.upsert(database, view, steps.sampleContent()), 200);
    Expect.status(steps.client().getSemanticView(database, view), 200);
    Exchange listed = steps.client().listSemanticViews(database, Map.of());
    Expect.status(listed, 200);
    Expect.equal("names listed", List.of(view), names(listed), listed);
  }

  /**
   * Content whose source names another catalog and another existing database is still stored where
   * the path says: under the run's database, and not in the one the content names.
   */
  @Test
  @Verifies("PAI-NAME-02")
  void aCatalogNamedInTheContentDoesNotMoveTheView() {
    String elsewhere = steps.createdDatabase("elsewhere");
    String content =
        ModelContent.withSource(steps.sampleContent(), OTHER_CATALOG + "." + elsewhere + ".orders")
            .orElseThrow(
                () -> new NotApplicable("the " + steps.format() + " sample has no source: line"));
    String name = steps.newName("placed");
    Exchange stored = steps.upsert(name, content);
    requireContentAccepted(stored);
    Expect.status(stored, 200);
    steps.expectStoredContent(name, "content under the path's database", content);
    Expect.status(steps.client().getSemanticView(elsewhere, name), 404);
  }

  /**
   * The sample is stored under a plain name first, so that a refusal of the name under test is not
   * a refusal of the kit's sample format (which makes the check not applicable).
   */
  private void requireSampleStoredUnderAPlainName() {
    steps.upserted("plain_name");
  }

  /**
   * Content naming a source the server cannot resolve may be declined cleanly (4xx): source
   * validation is the format adapter's, not this rule's, so that makes the check not applicable.
   */
  private static void requireContentAccepted(Exchange stored) {
    if (stored.answered() && stored.status() / 100 == 4) {
      throw new NotApplicable(
          "the server declines this model content cleanly (" + stored.summary() + ")");
    }
  }

  static Stream<String> hostileNames() {
    return Fixtures.text(NAMES).lines().filter(line -> !line.isBlank() && !line.startsWith("#"));
  }

  static List<String> names(Exchange listed) {
    return ListingPage.semanticViews(listed).entries();
  }
}
