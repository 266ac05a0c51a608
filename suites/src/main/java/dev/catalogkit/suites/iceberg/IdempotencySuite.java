package dev.catalogkit.suites.iceberg;

import static dev.catalogkit.suites.iceberg.ViewUpdateCase.update;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.catalogkit.client.IdempotencyKeys;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.suites.iceberg.IcebergSteps.CreatedTable;
import dev.catalogkit.suites.iceberg.IcebergSteps.CreatedView;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Idempotency-Key replay (seeds 000 and 002): a retry with the same key gets the finalized answer
 * and has no further effect. Every key is a fresh UUIDv7, used for one logical operation only.
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "replaceView"})
class IdempotencySuite {

  private static final int CONCURRENT_RETRIES = 4;

  private final IcebergSteps steps = IcebergSteps.current();

  @BeforeEach
  void onlyWhereTheServerAdvertisesIdempotency() {
    steps.requireIdempotencyAdvertised();
  }

  /**
   * A re-run of "set location A" after another request set location B would set A again; a replay
   * answers the finalized 200 and leaves B. That is how a re-run shows from outside.
   */
  @Test
  @Verifies("ICE-IDEM-01")
  void aReplaceRetriedWithItsKeyAnswersTheSameAndHasNoFurtherEffect() {
    CreatedView view = steps.createdView("idempotent");
    String base = view.metadata().path("location").asText();
    String key = IdempotencyKeys.next();
    Exchange first =
        steps.replace(view.name(), IcebergSteps.noRequirements(), relocate(base + "/a"), key);
    Precondition.require(first, 200, "replace with an Idempotency-Key");
    Exchange other =
        steps.replace(
            view.name(),
            IcebergSteps.noRequirements(),
            relocate(base + "/b"),
            IdempotencyKeys.next());
    Precondition.require(other, 200, "replace again with another key");
    Exchange retry =
        steps.replace(view.name(), IcebergSteps.noRequirements(), relocate(base + "/a"), key);
    Expect.status(retry, 200);
    Expect.equal(
        "view-uuid of the replayed answer",
        view.uuid(),
        retry.at("/metadata/view-uuid").asText(),
        retry);
    Expect.equal(
        "location after the retry",
        base + "/b",
        steps.loadedMetadata(view.name()).path("location").asText(),
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-02")
  @RequiresOperation({"createTable", "loadTable", "renameTable"})
  void aRenameRetriedWithItsKeyAnswers204AgainAndRenamesNothingMore() {
    CreatedTable table = steps.createdTable("idempotent");
    String destination = steps.newName("destination");
    String key = IdempotencyKeys.next();
    Exchange first = steps.renameTable(table.name(), destination, key);
    Precondition.require(
        first.answered() && first.status() / 100 == 2, "rename with an Idempotency-Key");
    Exchange retry = steps.renameTable(table.name(), destination, key);
    Expect.equal("status of the retry", first.status(), retry.status(), retry);
    Expect.equal(
        "table-uuid at the destination",
        table.uuid(),
        steps.loadedTableUuid(steps.namespace(), destination),
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-03")
  void a404IsFinalizedAndReplayedAfterTheViewExists() {
    String name = steps.newName("later");
    String key = IdempotencyKeys.next();
    ArrayNode updates = IcebergSteps.updates(ViewUpdateCase.setProperty("kit.replayed", "yes"));
    Exchange first = steps.replace(name, IcebergSteps.noRequirements(), updates, key);
    Precondition.require(first, 404, "replace a view that does not exist yet");
    Precondition.require(steps.createView(IcebergSteps.MINIMAL_VIEW, name), 200, "create the view");
    Exchange retry = steps.replace(name, IcebergSteps.noRequirements(), updates, key);
    Expect.status(retry, 404);
    Expect.that(
        steps.loadedMetadata(name).at("/properties/kit.replayed").isMissingNode(),
        "the view unchanged by the retry",
        "the retry set kit.replayed",
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-04")
  @RequiresOperation({"createTable", "loadTable", "renameTable", "dropTable"})
  void a409IsFinalizedAndReplayedAfterTheConflictIsGone() {
    CreatedTable source = steps.createdTable("source");
    CreatedTable target = steps.createdTable("target");
    String key = IdempotencyKeys.next();
    Precondition.require(
        steps.renameTable(source.name(), target.name(), key), 409, "rename onto an existing table");
    Precondition.require(
        steps.client().dropTable(steps.namespace(), target.name()).answered(), "drop the target");
    Exchange retry = steps.renameTable(source.name(), target.name(), key);
    Expect.status(retry, 409);
    Expect.equal(
        "source table-uuid",
        source.uuid(),
        steps.loadedTableUuid(steps.namespace(), source.name()),
        retry);
  }

  @Test
  @Verifies("ICE-IDEM-07")
  @RequiresOperation({"createTable", "loadTable", "renameTable"})
  void concurrentRetriesWithOneKeyHaveOneEffect() throws Exception {
    CreatedTable table = steps.createdTable("raced");
    String destination = steps.newName("destination");
    String key = IdempotencyKeys.next();
    List<Exchange> answers = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(CONCURRENT_RETRIES);
    try {
      List<CompletableFuture<Exchange>> inFlight = new ArrayList<>();
      for (int i = 0; i < CONCURRENT_RETRIES; i++) {
        inFlight.add(
            CompletableFuture.supplyAsync(
                () -> steps.renameTable(table.name(), destination, key), pool));
      }
      for (CompletableFuture<Exchange> answer : inFlight) {
        answers.add(answer.get());
      }
    } finally {
      pool.shutdownNow();
    }
    List<Integer> statuses = answers.stream().map(Exchange::status).toList();
    Expect.thatWithHint(
        statuses.stream().distinct().count() == 1
            && statuses.get(0) != null
            && statuses.get(0) / 100 == 2,
        "every concurrent request to answer the same 2xx",
        "statuses " + statuses,
        "a request that ran again instead of waiting for the first one's final answer gets 404",
        answers.toArray(Exchange[]::new));
    Expect.equal(
        "table-uuid at the destination",
        table.uuid(),
        steps.loadedTableUuid(steps.namespace(), destination),
        answers.get(0));
  }

  private static ArrayNode relocate(String location) {
    return IcebergSteps.updates(update("set-location").put("location", location));
  }
}
