package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.IdempotencyKeys;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
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
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The rules of the key itself: accepted where keys are honoured, one registry for all operations, a
 * lifetime clients can read.
 */
@ConformanceSuite
class IdempotencyKeyRulesSuite {

  /** PnYnMnWnD, then T and nHnMnS; at least one part, and a T only before a time part. */
  private static final Pattern ISO_8601_DURATION =
      Pattern.compile(
          "P(?!$)(\\d+([.,]\\d+)?Y)?(\\d+([.,]\\d+)?M)?(\\d+([.,]\\d+)?W)?(\\d+([.,]\\d+)?D)?"
              + "(T(?=\\d)(\\d+([.,]\\d+)?H)?(\\d+([.,]\\d+)?M)?(\\d+([.,]\\d+)?S)?)?");

  private final IcebergSteps steps;

  IdempotencyKeyRulesSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  /**
   * The key of a replace, sent again on a rename: "no additional effects for requests that carry
   * the same Idempotency-Key" is scoped by the key alone, so whatever the rename answers (a replay,
   * 409, 422, 400), only a rename that happens is a second effect.
   */
  @Test
  @Verifies("ICE-IDEM-11")
  @RequiresOperation({"createView", "replaceView", "createTable", "loadTable", "renameTable"})
  void aKeyReusedForAnotherOperationHasNoSecondEffect() {
    steps.requireIdempotency();
    CreatedView view = steps.views().created("first_use");
    CreatedTable table = steps.tables().created("second_use");
    String key = IdempotencyKeys.next();
    IcebergSteps.requireKeyedSuccess(
        steps
            .views()
            .replaceWithKey(
                view.name(), Guard.none(), key, ViewUpdate.setProperty("kit.key", "first")),
        "replace the view");
    Exchange reused = steps.tables().rename(table.name(), steps.newName("destination"), key);
    Exchange source = steps.client().loadTable(steps.namespace(), table.name());
    Expect.thatWithHint(
        source.hasStatus(200),
        "the table " + table.name() + " still under its name (its rename reused a key)",
        "the rename took effect: " + reused.summary() + ", then the source " + source.summary(),
        "a request under a key already used must not take effect, on whatever route it comes",
        reused,
        source);
  }

  /**
   * The key of a replace, sent again on the same route with another update: the server's sentence
   * is scoped by the key alone, so whatever the last replace answers (a replay, 409, 422, 400),
   * only an update that is applied is a second effect. A replace with another key comes between,
   * and the same retry must first be seen replayed (ICE-IDEM-01's rule), so that a route that
   * ignores its keys is not judged here.
   */
  @Test
  @Verifies("ICE-IDEM-16")
  @RequiresOperation({"createView", "loadView", "replaceView"})
  void aKeyReusedWithAnotherBodyHasNoSecondEffect() {
    steps.requireIdempotency();
    CreatedView view = steps.views().created("reused_key");
    String key = IdempotencyKeys.next();
    IcebergSteps.requireKeyedSuccess(setKitKey(view, key, "first"), "replace the view");
    Precondition.require(
        setKitKey(view, IdempotencyKeys.next(), "between"), 200, "replace again with another key");
    Exchange retry = setKitKey(view, key, "first");
    Precondition.require(
        kitKey(view).text().equals("between"),
        "the first replace, retried with its key and body, is replayed (ICE-IDEM-01 judges it)");
    Exchange reused = setKitKey(view, key, "second");
    JsonValue after = kitKey(view);
    Expect.thatWithHint(
        after.text().equals("between"),
        "kit.key still between (the last replace reused the first one's key with another body)",
        "kit.key " + after + " after the replace with the reused key: " + reused.summary(),
        "a request under a key already used must not take effect, whatever its body",
        retry,
        reused);
  }

  private Exchange setKitKey(CreatedView view, String key, String value) {
    return steps
        .views()
        .replaceWithKey(view.name(), Guard.none(), key, ViewUpdate.setProperty("kit.key", value));
  }

  private JsonValue kitKey(CreatedView view) {
    return steps.views().loaded(view.name()).property("kit.key");
  }

  /**
   * The retry spelled as documented must be replayed first: whether retries are replayed at all is
   * ICE-IDEM-02's to judge; here, only the spelling of the header's name differs.
   */
  @Test
  @Verifies("ICE-IDEM-13")
  @RequiresOperation({"createTable", "renameTable"})
  void aKeyHeaderSpelledInLowerCaseIsTheSameHeader() {
    steps.requireIdempotency();
    String table = steps.tables().created("spelled").name();
    String destination = steps.newName("destination");
    String key = IdempotencyKeys.next();
    Exchange first =
        IcebergSteps.requireKeyedSuccess(steps.tables().rename(table, destination, key), "rename");
    Exchange replayed = steps.tables().rename(table, destination, key);
    Precondition.require(
        replayed.hasStatus(first.status()), "see a retry with Idempotency-Key replayed");
    RenameBody rename = RenameBody.of(steps.namespace(), table, steps.namespace(), destination);
    Exchange spelled =
        steps.client().keyHeaderSpelled("idempotency-key").renameTable(rename.request(), key);
    Expect.equal(
        "status of the retry sent with idempotency-key", first.status(), spelled.status(), spelled);
  }

  /** A keyed rename and a keyed replace: the first requests the replay checks start from. */
  @Test
  @Verifies("ICE-IDEM-14")
  @RequiresOperation({"createTable", "renameTable"})
  void aKeyedRenameIsAcceptedAsWithoutAKey() {
    expectKeyedRequestAccepted(
        key ->
            steps
                .tables()
                .rename(steps.tables().created("keyed").name(), steps.newName("destination"), key));
  }

  @Test
  @Verifies("ICE-IDEM-14")
  @RequiresOperation({"createView", "replaceView"})
  void aKeyedReplaceIsAcceptedAsWithoutAKey() {
    expectKeyedRequestAccepted(
        key ->
            steps
                .views()
                .replaceWithKey(
                    steps.views().created("keyed").name(),
                    Guard.none(),
                    key,
                    ViewUpdate.setProperty("kit.keyed", "yes")));
  }

  /**
   * The request with a fresh key is accepted. Only after a refusal is it sent again without a key
   * (on fresh objects), to tell a refused key from a refused request: the latter is not this
   * rule's, and leaves the check NOT_VERIFIED.
   */
  private void expectKeyedRequestAccepted(Function<String, Exchange> request) {
    steps.requireIdempotency();
    Exchange keyed = request.apply(IdempotencyKeys.next());
    if (keyed.succeeded()) {
      return;
    }
    Exchange unkeyed = request.apply(null);
    Precondition.require(
        unkeyed.succeeded(), "the same request without an Idempotency-Key is accepted");
    Expect.thatWithHint(
        false,
        "the request accepted with its Idempotency-Key, as it is without one",
        "refused with the key: " + keyed.summary() + "; accepted without: " + unkeyed.summary(),
        "a server that advertises idempotency-key-lifetime must carry out keyed requests",
        keyed,
        unkeyed);
  }

  @Test
  @Verifies("ICE-IDEM-12")
  void theAdvertisedKeyLifetimeIsAnIso8601Duration() {
    Exchange config = steps.readConfig();
    JsonValue lifetime =
        ConfigAnswer.of(config)
            .idempotencyKeyLifetime()
            .orElseThrow(
                () -> new NotApplicable("the server advertises no idempotency-key-lifetime"));
    Expect.that(
        lifetime.isText() && ISO_8601_DURATION.matcher(lifetime.text()).matches(),
        "an ISO-8601 duration such as PT30M",
        "idempotency-key-lifetime " + lifetime,
        config);
  }
}
