package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.IdempotencyKeys;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import org.junit.jupiter.api.Test;

/**
 * Idempotency-Key on the view routes the public Iceberg REST spec 1.11 documents it for beyond the
 * Gravitino pages: drop view and rename view. A retry gets the finalized answer, in full, and has
 * no further effect. The checks run where the server honours keys (see {@link IdempotencySuite}).
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView"})
class ViewIdempotencySuite {

  private final IcebergSteps steps;

  ViewIdempotencySuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  /** A re-run drop would drop the view created again under the name meanwhile. */
  @Test
  @Verifies("ICE-IDEM-09")
  @RequiresOperation("dropView")
  void aDropRetriedWithItsKeyAnswersTheSameAndDropsNothingMore() {
    steps.requireIdempotency();
    CreatedView view = steps.views().created("dropped");
    String key = IdempotencyKeys.next();
    Exchange first = IcebergSteps.requireKeyedSuccess(steps.views().drop(view.name(), key), "drop");
    Precondition.require(
        steps.views().create(IcebergSteps.MINIMAL_VIEW, view.name()), 200, "create the view again");
    Exchange retry = steps.views().drop(view.name(), key);
    IcebergSteps.expectReplayOf(first, retry);
    Exchange loaded = steps.client().loadView(steps.namespace(), view.name());
    Expect.that(
        loaded.succeeded(),
        "the view created again after the drop still loads",
        "the retry dropped it: " + loaded.summary(),
        retry,
        loaded);
  }

  @Test
  @Verifies("ICE-IDEM-10")
  @RequiresOperation("renameView")
  void aViewRenameRetriedWithItsKeyAnswersTheSameAndRenamesNothingMore() {
    steps.requireIdempotency();
    CreatedView view = steps.views().created("renamed");
    String destination = steps.newName("destination");
    String key = IdempotencyKeys.next();
    Exchange first =
        IcebergSteps.requireKeyedSuccess(
            steps.views().rename(view.name(), destination, key), "rename the view");
    Exchange retry = steps.views().rename(view.name(), destination, key);
    IcebergSteps.expectReplayOf(first, retry);
    Expect.equal(
        "view-uuid at the destination",
        view.uuid(),
        steps.views().loaded(destination).uuid(),
        retry);
  }
}
