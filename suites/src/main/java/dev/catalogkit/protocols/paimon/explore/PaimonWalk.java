package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.Pager;
import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.explore.WalkResult;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonKind;
import dev.catalogkit.protocols.paimon.SemanticView;
import dev.catalogkit.protocols.paimon.checks.DefinitionBody;
import dev.catalogkit.protocols.paimon.checks.SqlViewBody;
import dev.catalogkit.protocols.paimon.checks.SqlViewListing;
import dev.catalogkit.protocols.paimon.explore.PaimonModel.Database;
import dev.catalogkit.protocols.paimon.explore.PaimonModel.Definition;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One walk of a sequence against the server, in databases of its own: each step is sent, its answer
 * judged against the model's prediction, and the name it touched read back on both routes (semantic
 * view and SQL view). The first mismatch ends the walk; the walk then drops the databases the model
 * says are left, with everything in them.
 */
final class PaimonWalk {

  /** More pages than four names take at any page size, with room for an empty last one. */
  private static final int MAX_PAGES = 10;

  private static final String FORMAT = DefinitionBody.DEFAULT_FORMAT;

  private final PaimonCatalogClient client;
  private final Answers answers;
  private final boolean semanticViews;
  private final List<String> databases = new ArrayList<>();
  private final PaimonModel model = new PaimonModel();

  /**
   * @param base the run's name the walk's databases are named after ({@code <base>_d0})
   * @param semanticViews whether the server implements semantic views; if not, their routes are
   *     never sent, not even as read-backs
   */
  PaimonWalk(PaimonCatalogClient client, Answers answers, String base, boolean semanticViews) {
    this.client = client;
    this.answers = answers;
    this.semanticViews = semanticViews;
    for (int slot = 0; slot < PaimonStepGenerator.DATABASES; slot++) {
      databases.add(base + "_" + PaimonStep.slot(slot));
    }
  }

  WalkResult walk(List<PaimonStep> steps) {
    WalkResult result;
    try {
      result = walkUntilMismatch(steps).sent(client.takeRecorded());
    } finally {
      cleanUp();
      client.takeRecorded(); // the clean-up's exchanges are no part of any finding
    }
    return result;
  }

  private WalkResult walkUntilMismatch(List<PaimonStep> steps) {
    int walked = 0;
    try {
      for (PaimonStep step : steps) {
        walked++;
        step.walkOn(this);
      }
      return WalkResult.passed(walked);
    } catch (Disagreement mismatch) {
      return mismatch.isFinding()
          ? WalkResult.failed(walked, mismatch.at(walked))
          : WalkResult.stopped(walked, "step " + walked + ": " + mismatch.getMessage());
    }
  }

  // --- databases: set-up, but for what a drop does to semantic views ---

  void createDatabase(CreateDatabase step) {
    int slot = step.database();
    Exchange created = client.createDatabase(db(slot));
    if (model.exists(slot)) {
      answers.status(created, 409, null);
      return;
    }
    answers.status(created, 200, null);
    model.create(slot);
    // its body is documented (PAI-RSP-01), though no sentence says what a new database holds
    answers.status(client.getDatabase(db(slot)), 200, null);
    // a database made again after a drop lists nothing of the dropped one (PAI-SQL-05)
    listSemanticViews(slot, 0);
  }

  /** Paimon's wire has no cascade flag: a drop takes everything in the database with it. */
  void dropDatabase(DropDatabase step) {
    int slot = step.database();
    Exchange dropped = client.dropDatabase(db(slot));
    if (!model.exists(slot)) {
      answers.status(dropped, 404, null);
      return;
    }
    answers.status(dropped, 200, null);
    model.drop(slot);
    forget(slot);
  }

  // --- semantic views ---

  void upsertSemanticView(UpsertSemanticView step) {
    int slot = step.database();
    String name = step.name();
    String content = content(step.label());
    Exchange upserted =
        client.upsertSemanticView(db(slot), name, DefinitionBody.of(FORMAT, content).request());
    if (!model.exists(slot)) {
      answers.status(upserted, 404, "PAI-ERR-02");
      return;
    }
    if (model.hasSqlView(slot, name)) {
      answers.status(upserted, 409, "PAI-SQL-01");
      Answers.namesSemanticView("PAI-ERR-06", upserted);
      model.refusedOverSqlView(slot, name);
      readBack(slot, name, "PAI-SQL-01", "PAI-SQL-01");
      return;
    }
    boolean replaces = model.hasSemanticView(slot, name);
    String rule = replaces ? "PAI-UPS-03" : "PAI-UPS-01";
    String vouchedBy = replaces ? "PAI-UPS-03" : "PAI-UPS-02";
    answers.status(upserted, 200, rule);
    // "POST returns the committed object": the one sent, under the name of the path
    expectDefinition(upserted, name, content, vouchedBy);
    model.store(slot, name, new Definition(content, vouchedBy));
    readBack(slot, name, rule, rule);
  }

  /**
   * A definition the server must refuse: 400 about the semantic view (PAI-ERR-01), nothing stored
   * (the refusal's rule), a stored definition left as it was (PAI-VAL-03). Where the database is
   * missing or a SQL view holds the name, either refusal may come first.
   */
  void refusedUpsert(RefusedUpsert step) {
    int slot = step.database();
    String name = step.name();
    Refusal refusal = step.refusal();
    Exchange refused = client.upsertSemanticView(db(slot), name, refusal.body(FORMAT));
    if (!model.exists(slot)) {
      answers.status(refused, refused.hasStatus(400) ? 400 : 404, "PAI-ERR-02");
      return;
    }
    if (model.hasSqlView(slot, name)) {
      answers.status(refused, refused.hasStatus(400) ? 400 : 409, "PAI-SQL-01");
      readBack(slot, name, "PAI-SQL-01", "PAI-SQL-01");
      return;
    }
    answers.status(refused, 400, refusal.rule);
    Answers.namesSemanticView("PAI-ERR-01", refused);
    Optional<Definition> stored = model.semanticView(slot, name);
    stored.ifPresent(kept -> model.store(slot, name, new Definition(kept.content(), "PAI-VAL-03")));
    readBack(slot, name, stored.isPresent() ? "PAI-VAL-03" : refusal.rule, refusal.rule);
  }

  void getSemanticView(GetSemanticView step) {
    expectSemanticView(step.database(), step.name(), null);
  }

  void deleteSemanticView(DeleteSemanticView step) {
    int slot = step.database();
    String name = step.name();
    Exchange deleted = client.deleteSemanticView(db(slot), name);
    if (!model.exists(slot)) {
      answers.status(deleted, 404, "PAI-ERR-02");
      return;
    }
    if (!model.hasSemanticView(slot, name)) {
      answers.status(deleted, 404, "PAI-DEL-02");
      Answers.namesSemanticView("PAI-ERR-01", deleted);
      readBack(slot, name, "PAI-DEL-02", "PAI-DEL-02");
      return;
    }
    answers.status(deleted, 200, "PAI-DEL-01");
    Answers.same("PAI-DEL-01", "body", "", deleted.body() == null ? "" : deleted.body(), deleted);
    model.delete(slot, name);
    readBack(slot, name, "PAI-DEL-01", "PAI-DEL-01");
  }

  void listSemanticViews(ListSemanticViews step) {
    listSemanticViews(step.database(), step.maxResults());
  }

  private void listSemanticViews(int slot, int maxResults) {
    if (!semanticViews) {
      return;
    }
    Pager.Walk walk =
        Pager.walk(
            query -> client.listSemanticViews(db(slot), query),
            pageSize(maxResults),
            ListingPage::nextToken,
            MAX_PAGES);
    Optional<Database> contents = model.in(slot);
    if (contents.isEmpty()) {
      answers.status(walk.pages().get(0), 404, "PAI-ERR-02");
      return;
    }
    new PagedListing(answers, PagedListing.SEMANTIC_VIEWS, ListingPage::semanticViews, name -> true)
        .expect(
            walk,
            maxResults,
            contents.get().semanticViews.keySet(),
            stray ->
                model.hasSqlView(slot, stray)
                    ? "PAI-SQL-01"
                    : model.absence(slot, stray).listRule());
  }

  // --- SQL views: set-up, but for their contract with semantic views ---

  void createSqlView(CreateSqlView step) {
    int slot = step.database();
    String name = step.name();
    Exchange created = client.createView(db(slot), name, SqlViewBody.of(db(slot), name));
    if (!model.exists(slot)) {
      answers.status(created, 404, null);
      return;
    }
    if (model.hasSemanticView(slot, name)) {
      answers.status(created, 409, "PAI-SQL-02");
      readBack(slot, name, "PAI-SQL-02", "PAI-SQL-02");
      return;
    }
    if (model.hasSqlView(slot, name)) {
      answers.status(created, 409, null);
      return;
    }
    answers.status(created, 200, null);
    model.in(slot).orElseThrow().sqlViews.add(name);
    // "They cannot implicitly convert each other": no semantic view of the name appears
    readBack(slot, name, "PAI-SQL-01", null);
  }

  void getSqlView(GetSqlView step) {
    expectSqlView(step.database(), step.name(), null);
  }

  /** The option it sets is not modelled: only whether the view is found is. */
  void alterSqlView(AlterSqlView step) {
    int slot = step.database();
    String name = step.name();
    Exchange altered = client.alterView(db(slot), name, SqlViewBody.setOptionChange());
    if (!semanticViewMissedBySqlRoute(altered, slot, name)) {
      answers.status(altered, model.hasSqlView(slot, name) ? 200 : 404, null);
    }
  }

  void dropSqlView(DropSqlView step) {
    int slot = step.database();
    String name = step.name();
    Exchange dropped = client.dropView(db(slot), name);
    if (semanticViewMissedBySqlRoute(dropped, slot, name)) {
      return;
    }
    boolean held = model.hasSqlView(slot, name);
    answers.status(dropped, held ? 200 : 404, null);
    if (held) {
      model.in(slot).orElseThrow().sqlViews.remove(name);
      readBack(slot, name, null, null);
    }
  }

  /**
   * Where a semantic view holds the name, a SQL-view route answers 404 and leaves it as it was
   * (PAI-SQL-04); false where none does.
   */
  private boolean semanticViewMissedBySqlRoute(Exchange answer, int slot, String name) {
    if (!model.hasSemanticView(slot, name)) {
      return false;
    }
    answers.status(answer, 404, "PAI-SQL-04");
    readBack(slot, name, "PAI-SQL-04", "PAI-SQL-04");
    return true;
  }

  /**
   * A SQL-view listing: semantic views never show in it (PAI-SQL-03); the global listing, narrowed
   * to the database by its pattern, lists {@code database.name} and nothing for a missing one.
   */
  void listSqlViews(ListSqlViews step) {
    int slot = step.database();
    SqlViewListing listing = step.listing();
    Pager.Walk walk =
        Pager.walk(
            query -> listing.list(client, db(slot), query),
            pageSize(step.maxResults()),
            ListingPage::nextToken,
            MAX_PAGES);
    Optional<Database> contents = model.in(slot);
    if (contents.isEmpty() && listing != SqlViewListing.GLOBAL) {
      answers.status(walk.pages().get(0), 404, "PAI-VLS-02");
      return;
    }
    Set<String> expected =
        contents.map(held -> held.sqlViews).orElse(Set.of()).stream()
            .map(name -> listing.entry(db(slot), name))
            .collect(Collectors.toSet());
    new PagedListing(
            answers, PagedListing.SQL_VIEWS, listing::read, entry -> listing.isOf(entry, db(slot)))
        .expect(
            walk,
            step.maxResults(),
            expected,
            stray ->
                model.hasSemanticView(slot, stray.substring(stray.lastIndexOf('.') + 1))
                    ? "PAI-SQL-03"
                    : "PAI-VLS-01");
  }

  // --- read-backs ---

  /**
   * Reads the name back on both routes. A view there that should not be, or missing that should be,
   * breaks the step's rule for that route (null: the model's own for a semantic view, none for a
   * SQL view).
   */
  private void readBack(int slot, String name, String semanticRule, String sqlRule) {
    expectSemanticView(slot, name, semanticRule);
    expectSqlView(slot, name, sqlRule);
  }

  private void expectSemanticView(int slot, String name, String stepRule) {
    if (!semanticViews) {
      return;
    }
    Exchange read = client.getSemanticView(db(slot), name);
    if (!model.exists(slot)) {
      answers.status(read, 404, "PAI-ERR-02");
      return;
    }
    Optional<Definition> stored = model.semanticView(slot, name);
    if (stored.isEmpty()) {
      answers.status(read, 404, or(stepRule, model.absence(slot, name).readRule()));
      Answers.namesSemanticView("PAI-ERR-01", read);
      return;
    }
    answers.status(read, 200, or(stepRule, stored.get().vouchedBy()));
    expectDefinition(read, name, stored.get().content(), stored.get().vouchedBy());
  }

  /** A SQL view the model holds reads; a semantic view's name is a missing view (PAI-SQL-04). */
  private void expectSqlView(int slot, String name, String stepRule) {
    Exchange read = client.getView(db(slot), name);
    if (!model.exists(slot)) {
      answers.status(read, 404, null);
    } else if (model.hasSqlView(slot, name)) {
      answers.status(read, 200, stepRule);
    } else {
      answers.status(read, 404, model.hasSemanticView(slot, name) ? "PAI-SQL-04" : stepRule);
    }
  }

  /**
   * A semantic view's answer: its local name and format (PAI-UPS-01) and its content byte for byte
   * under the rule that vouched for it.
   */
  private static void expectDefinition(
      Exchange answer, String name, String content, String contentRule) {
    SemanticView answered = SemanticView.in(answer);
    Answers.same("PAI-UPS-01", "name", name, answered.name().text(), answer);
    Answers.same("PAI-UPS-01", "format", FORMAT, answered.format().text(), answer);
    Answers.same(contentRule, "content", content, answered.content().text(), answer);
  }

  // --- names and clean-up ---

  /**
   * The kit's sample marked with the step's label, so every upsert of a walk commits other content;
   * every third one, the first included, with CRLF line endings, which a read must give back as
   * they came.
   */
  static String content(int label) {
    String marked = DefinitionBody.kitSample(FORMAT) + "# exploration content #" + label + "\n";
    return label % 3 == 1 ? marked.replace("\r\n", "\n").replace("\n", "\r\n") : marked;
  }

  private static Map<String, String> pageSize(int maxResults) {
    return maxResults == 0 ? Map.of() : Map.of("maxResults", String.valueOf(maxResults));
  }

  private static String or(String rule, String otherwise) {
    return rule != null ? rule : otherwise;
  }

  private String db(int slot) {
    return databases.get(slot);
  }

  /** Drops the databases the model says are left, with everything in them. */
  private void cleanUp() {
    List.copyOf(model.databases().keySet())
        .forEach(
            slot -> {
              if (client.dropDatabase(db(slot)).succeeded()) {
                forget(slot);
              }
            });
  }

  /** A database the server confirmed gone: the janitor need not try. */
  private void forget(int slot) {
    client.ledger().deleted(new ObjectRef<>(PaimonKind.DATABASE, List.of(db(slot)), null));
  }
}
