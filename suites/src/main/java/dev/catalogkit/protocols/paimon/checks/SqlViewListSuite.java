package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The ordinary SQL view listings page like the semantic-view one, and a missing database is a 404
 * (Paimon's REST API). No semantic views are needed, so these checks run on every Paimon server.
 */
@ConformanceSuite
class SqlViewListSuite {

  static final int VIEWS = 3;

  /** A walk one view per page needs VIEWS pages and perhaps an empty last one; then some room. */
  static final int MAX_PAGES = VIEWS + 3;

  private final PaimonSteps steps;

  SqlViewListSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(SqlViewListing.class)
  @Verifies("PAI-VLS-01")
  void followingTheTokensListsEverySqlViewOnceOnePerPage(SqlViewListing listing) {
    String database = steps.createdDatabase("sql_paged");
    List<String> created = new ArrayList<>();
    for (int i = 0; i < VIEWS; i++) {
      String view = steps.newName("sql");
      Precondition.require(steps.createSqlView(database, view), 200, "create the SQL view " + view);
      created.add(listing.entry(database, view));
    }
    PagedWalk walk = listing.walk(steps.client(), database, Map.of("maxResults", "1"), MAX_PAGES);
    walk.expectEnded();
    walk.expectNoTokenTwice();
    walk.expectNoPageOver(1);
    walk.expectEveryNameOnce(created, entry -> listing.isOf(entry, database));
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(
      value = SqlViewListing.class,
      names = {"VIEWS", "DETAILS"})
  @Verifies("PAI-VLS-02")
  void listingTheViewsOfAMissingDatabaseAnswers404(SqlViewListing listing) {
    String missing = steps.database() + "_missing_" + steps.newName("db");
    Expect.status(listing.list(steps.client(), missing, Map.of()), 404);
  }
}
