package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.protocols.paimon.checks.SqlViewListing;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.AlterSqlView;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.CreateDatabase;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.CreateSqlView;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.DeleteSemanticView;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.DropDatabase;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.DropSqlView;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.GetSemanticView;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.GetSqlView;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.ListSemanticViews;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.ListSqlViews;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.RefusedUpsert;
import dev.catalogkit.protocols.paimon.explore.PaimonStep.UpsertSemanticView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random Paimon sequences. Every step is valid on its own; which objects exist decides only what
 * the model predicts. Upserts and SQL-view creates are frequent and share few names, so names are
 * replaced, clash across the two kinds and fill listings longer than a page.
 */
final class PaimonStepGenerator {

  static final int DATABASES = 2;

  /** Names semantic views and SQL views share, {@code a} to {@code d}. */
  private static final int NAMES = 4;

  /** Page sizes 1 to 4, or none sent: small enough that a few views take several pages. */
  private static final int MAX_PAGE_SIZE = 4;

  /** The operations and how often each comes (weights out of their sum). */
  private enum Kind {
    CREATE_DATABASE(6, false),
    DROP_DATABASE(3, false),
    UPSERT_SEMANTIC_VIEW(22, true),
    REFUSED_UPSERT(6, true),
    GET_SEMANTIC_VIEW(6, true),
    DELETE_SEMANTIC_VIEW(9, true),
    LIST_SEMANTIC_VIEWS(12, true),
    CREATE_SQL_VIEW(14, false),
    GET_SQL_VIEW(4, false),
    ALTER_SQL_VIEW(4, false),
    DROP_SQL_VIEW(8, false),
    LIST_SQL_VIEWS(9, false);

    final int weight;
    final boolean semantic;

    Kind(int weight, boolean semantic) {
      this.weight = weight;
      this.semantic = semantic;
    }
  }

  private final List<Kind> kinds;
  private final int totalWeight;

  /**
   * @param semanticViews whether the server implements semantic views (else only databases and SQL
   *     views are walked: a server without the extension may route those paths elsewhere)
   */
  PaimonStepGenerator(boolean semanticViews) {
    this.kinds =
        Arrays.stream(Kind.values()).filter(kind -> semanticViews || !kind.semantic).toList();
    this.totalWeight = kinds.stream().mapToInt(kind -> kind.weight).sum();
  }

  /** A sequence that creates its databases first (a shrink drops what a finding does not need). */
  List<PaimonStep> sequence(RandomGenerator random, int length) {
    List<PaimonStep> steps = new ArrayList<>();
    for (int slot = 0; slot < DATABASES && steps.size() < length; slot++) {
      steps.add(new CreateDatabase(slot));
    }
    int label = 0;
    while (steps.size() < length) {
      Kind kind = pick(random);
      if (kind == Kind.UPSERT_SEMANTIC_VIEW) {
        label++;
      }
      steps.add(step(kind, random, label));
    }
    return steps;
  }

  private Kind pick(RandomGenerator random) {
    int drawn = random.nextInt(totalWeight);
    for (Kind kind : kinds) {
      drawn -= kind.weight;
      if (drawn < 0) {
        return kind;
      }
    }
    throw new IllegalStateException("weights add up to " + totalWeight);
  }

  private static PaimonStep step(Kind kind, RandomGenerator random, int label) {
    int database = random.nextInt(DATABASES);
    String name = String.valueOf((char) ('a' + random.nextInt(NAMES)));
    return switch (kind) {
      case CREATE_DATABASE -> new CreateDatabase(database);
      case DROP_DATABASE -> new DropDatabase(database);
      case UPSERT_SEMANTIC_VIEW -> new UpsertSemanticView(database, name, label);
      case REFUSED_UPSERT -> new RefusedUpsert(database, name, refusal(random));
      case GET_SEMANTIC_VIEW -> new GetSemanticView(database, name);
      case DELETE_SEMANTIC_VIEW -> new DeleteSemanticView(database, name);
      case LIST_SEMANTIC_VIEWS -> new ListSemanticViews(database, maxResults(random));
      case CREATE_SQL_VIEW -> new CreateSqlView(database, name);
      case GET_SQL_VIEW -> new GetSqlView(database, name);
      case ALTER_SQL_VIEW -> new AlterSqlView(database, name);
      case DROP_SQL_VIEW -> new DropSqlView(database, name);
      case LIST_SQL_VIEWS -> new ListSqlViews(database, listing(random), maxResults(random));
    };
  }

  /** {@code 0} (none sent) one time in five, else 1 to {@link #MAX_PAGE_SIZE}. */
  private static int maxResults(RandomGenerator random) {
    int drawn = random.nextInt(MAX_PAGE_SIZE + 1);
    return drawn == MAX_PAGE_SIZE ? 0 : drawn + 1;
  }

  private static Refusal refusal(RandomGenerator random) {
    Refusal[] refusals = Refusal.values();
    return refusals[random.nextInt(refusals.length)];
  }

  private static SqlViewListing listing(RandomGenerator random) {
    SqlViewListing[] listings = SqlViewListing.values();
    return listings[random.nextInt(listings.length)];
  }
}
