package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.IdempotencyKeys;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.TableSteps.CreatedTable;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.Guard;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Idempotency-Key replay (the Replace a view and Rename a table pages): a retry with the same key
 * gets the finalized answer and has no further effect. Every key is a fresh UUIDv7, used for one
 * logical operation only. The checks run where the server advertises a key lifetime, or where the
 * probe (ICE-IDEM-08) saw a keyed retry replayed.
 */
@ConformanceSuite
class IdempotencySuite {

  private static final int CONCURRENT_RETRIES = 4;

  private final IcebergSteps steps;

  IdempotencySuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  /**
   * Runs before every other check. Where no lifetime is advertised, a keyed rename retried once
   * tells whether the server replays keys anyway; the other idempotency checks follow what it saw.
   */
  @Test
  @Tag(KitRunner.PROBE_TAG)
  @Verifies("ICE-IDEM-08")
  void aServerThatReplaysKeysAdvertisesTheirLifetime() {
    IcebergRunState state = steps.state();
    if (state.keyLifetimeAdvertised()) {
      return;
    }
    String table = steps.newName("replay_probe");
    Exchange created = steps.tables().create(steps.namespace(), table);
    if (!created.succeeded()) {
      absent("the replay probe could not create a table: " + created.summary());
    }
    String destination = steps.newName("replay_probe");
    String key = IdempotencyKeys.next();
    Exchange first = steps.tables().rename(table, destination, key);
    if (!first.succeeded()) {
      absent("the replay probe's keyed rename was refused: " + first.summary());
    }
    Exchange retry = steps.tables().rename(table, destination, key);
    if (!retry.hasStatus(first.status())) {
      absent(
          "the server advertises no idempotency-key-lifetime, and a keyed rename retried once ran"
              + " again: "
              + retry.summary());
    }
    state.recordIdempotencyProbe(
        true,
        "no idempotency-key-lifetime is advertised, but a keyed rename retried once was replayed ("
            + retry.summary()
            + ")");
    Expect.that(
        false,
        "idempotency-key-lifetime in GET /v1/config, since the server replays Idempotency-Key",
        "no idempotency-key-lifetime advertised; a keyed retry was replayed",
        first,
        retry);
  }

  private void absent(String reason) {
    steps.state().recordIdempotencyProbe(false, reason);
    throw new NotApplicable(reason);
  }

  /**
   * A re-run of "set location A" after another request set location B would set A again; a replay
   * answers the finalized 200 and leaves B. That is how a re-run shows from outside.
   */
  @Test
  @Verifies("ICE-IDEM-01")
  @RequiresOperation({"createView", "loadView", "replaceView"})
  void aReplaceRetriedWithItsKeyAnswersTheSameAndHasNoFurtherEffect() {
    steps.requireIdempotency();
    CreatedView view = steps.views().created("idempotent");
    String base = view.view().location();
    String key = IdempotencyKeys.next();
    Exchange first =
        steps
            .views()
            .replaceWithKey(view.name(), Guard.none(), key, ViewUpdate.setLocation(base + "/a"));
    IcebergSteps.requireKeyedSuccess(first, "replace");
    Exchange other =
        steps
            .views()
            .replaceWithKey(
                view.name(),
                Guard.none(),
                IdempotencyKeys.next(),
                ViewUpdate.setLocation(base + "/b"));
    Precondition.require(other, 200, "replace again with another key");
    Precondition.require(
        steps.views().loaded(view.name()).location().equals(base + "/b"),
        "set-location is applied (ICE-VRP-03 judges it)");
    Exchange retry =
        steps
            .views()
            .replaceWithKey(view.name(), Guard.none(), key, ViewUpdate.setLocation(base + "/a"));
    Expect.status(retry, 200);
    Expect.equal("view-uuid of the replayed answer", view.uuid(), View.in(retry).uuid(), retry);
    Expect.equal(
        "location after the retry",
        base + "/b",
        steps.views().loaded(view.name()).location(),
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-02")
  @RequiresOperation({"createTable", "loadTable", "renameTable"})
  void aRenameRetriedWithItsKeyAnswersItsFinalStatusAgainAndRenamesNothingMore() {
    steps.requireIdempotency();
    CreatedTable table = steps.tables().created("idempotent");
    String destination = steps.newName("destination");
    String key = IdempotencyKeys.next();
    Exchange first =
        IcebergSteps.requireKeyedSuccess(
            steps.tables().rename(table.name(), destination, key), "rename");
    Exchange retry = steps.tables().rename(table.name(), destination, key);
    IcebergSteps.expectReplayOf(first, retry);
    Expect.equal(
        "table-uuid at the destination",
        table.uuid(),
        steps.tables().loadedUuid(steps.namespace(), destination),
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-03")
  @RequiresOperation({"createView", "loadView", "replaceView"})
  void a404IsFinalizedAndReplayedAfterTheViewExists() {
    steps.requireIdempotency();
    String name = steps.newName("later");
    String key = IdempotencyKeys.next();
    ViewUpdate update = ViewUpdate.setProperty("kit.replayed", "yes");
    Exchange first = steps.views().replaceWithKey(name, Guard.none(), key, update);
    Precondition.require(first, 404, "replace a view that does not exist yet");
    Precondition.require(
        steps.views().create(IcebergSteps.MINIMAL_VIEW, name), 200, "create the view");
    Exchange retry = steps.views().replaceWithKey(name, Guard.none(), key, update);
    Expect.status(retry, 404);
    expectSameError(first, retry);
    Expect.that(
        !steps.views().loaded(name).property("kit.replayed").isPresent(),
        "the view unchanged by the retry",
        "the retry set kit.replayed",
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-04")
  @RequiresOperation({"createTable", "loadTable", "renameTable", "dropTable"})
  void a409IsFinalizedAndReplayedAfterTheConflictIsGone() {
    steps.requireIdempotency();
    CreatedTable source = steps.tables().created("source");
    CreatedTable target = steps.tables().created("target");
    String key = IdempotencyKeys.next();
    Exchange first =
        Precondition.require(
            steps.tables().rename(source.name(), target.name(), key),
            409,
            "rename onto an existing table");
    Precondition.require(
        steps.client().dropTable(steps.namespace(), target.name()).answered(), "drop the target");
    Exchange retry = steps.tables().rename(source.name(), target.name(), key);
    Expect.status(retry, 409);
    expectSameError(first, retry);
    Expect.equal(
        "source table-uuid",
        source.uuid(),
        steps.tables().loadedUuid(steps.namespace(), source.name()),
        retry);
  }

  /**
   * A commit to view B guarded by view A's UUID fails its requirement (409). Once A is renamed to B
   * in B's place the same commit would apply, so a re-run shows as the property it sets; a replay
   * answers the finalized 409 and sets nothing.
   */
  @Test
  @Verifies("ICE-IDEM-15")
  @RequiresOperation({"createView", "loadView", "replaceView", "dropView", "renameView"})
  void aCommitRefusedWith409IsFinalizedAndReplayedAfterTheConflictIsGone() {
    steps.requireIdempotency();
    CreatedView guard = steps.views().created("guard");
    CreatedView target = steps.views().created("target");
    String key = IdempotencyKeys.next();
    ViewUpdate update = ViewUpdate.setProperty("kit.replayed", "yes");
    Exchange first =
        Precondition.require(
            steps.views().replaceWithKey(target.name(), Guard.uuid(guard.uuid()), key, update),
            409,
            "replace a view guarded by another view's UUID (ICE-VRP-02 judges the conflict)");
    Precondition.require(
        steps.views().drop(target.name(), null).succeeded(), "drop the guarded view");
    Precondition.require(
        steps.views().rename(guard.name(), target.name()).succeeded(),
        "rename the other view into its place");
    Exchange retry =
        steps.views().replaceWithKey(target.name(), Guard.uuid(guard.uuid()), key, update);
    Expect.status(retry, 409);
    expectSameError(first, retry);
    Expect.that(
        !steps.views().loaded(target.name()).property("kit.replayed").isPresent(),
        "the view unchanged by the retry",
        "the retry set kit.replayed",
        retry);
  }

  /**
   * Only additional effects are forbidden: an in-flight duplicate may be refused as not final yet
   * (409, 425, 429, 503) or get the first answer. A 404 shows the rename ran again after the table
   * had moved. Afterwards a plain retry must get the finalized success.
   */
  @Test
  @Verifies("ICE-IDEM-07")
  @RequiresOperation({"createTable", "loadTable", "renameTable"})
  void concurrentRetriesWithOneKeyHaveOneEffect() throws Exception {
    steps.requireIdempotency();
    steps.requireConcurrentRequests(CONCURRENT_RETRIES);
    CreatedTable table = steps.tables().created("raced");
    String destination = steps.newName("destination");
    String key = IdempotencyKeys.next();
    List<Exchange> answers =
        concurrently(() -> steps.tables().rename(table.name(), destination, key));
    List<Exchange> succeeded = answers.stream().filter(Exchange::succeeded).toList();
    List<Integer> statuses = answers.stream().map(Exchange::status).toList();
    // with no success at all there is no first effect to repeat: a refused key is ICE-IDEM-14's
    Precondition.require(
        !succeeded.isEmpty(),
        "one of the concurrent renames with an Idempotency-Key succeeded (statuses "
            + statuses
            + "; ICE-IDEM-14 judges a refused key)");
    List<Exchange> ranAgain =
        answers.stream().filter(a -> !a.succeeded() && !refusedAsNotFinalYet(a)).toList();
    Expect.thatWithHint(
        ranAgain.isEmpty(),
        "one success; every other request answered the same or refused as not final yet"
            + " (409, 425, 429, 503)",
        "statuses " + statuses,
        "a request that ran again instead of waiting for (or being refused until) the first"
            + " one's final answer gets 404",
        answers.toArray(Exchange[]::new));
    Exchange retry = steps.tables().rename(table.name(), destination, key);
    Expect.equal("status of a retry afterwards", succeeded.get(0).status(), retry.status(), retry);
    Expect.equal(
        "table-uuid at the destination",
        table.uuid(),
        steps.tables().loadedUuid(steps.namespace(), destination),
        retry);
  }

  /** A replayed error is the finalized one: the same type and code (the message may differ). */
  private static void expectSameError(Exchange first, Exchange replay) {
    Expect.equal(
        "error type and code of the replay",
        ErrorDetails.of(first).typeAndCode(),
        ErrorDetails.of(replay).typeAndCode(),
        first,
        replay);
  }

  /** An answer that refuses an in-flight duplicate without running it: it is not final yet. */
  private static boolean refusedAsNotFinalYet(Exchange answer) {
    return answer.answered() && Set.of(409, 425, 429, 503).contains(answer.status());
  }

  private static List<Exchange> concurrently(Supplier<Exchange> request) throws Exception {
    List<Exchange> answers = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(CONCURRENT_RETRIES);
    try {
      List<CompletableFuture<Exchange>> inFlight = new ArrayList<>();
      for (int i = 0; i < CONCURRENT_RETRIES; i++) {
        inFlight.add(CompletableFuture.supplyAsync(request, pool));
      }
      for (CompletableFuture<Exchange> answer : inFlight) {
        answers.add(answer.get());
      }
    } finally {
      pool.shutdownNow();
    }
    return answers;
  }
}
