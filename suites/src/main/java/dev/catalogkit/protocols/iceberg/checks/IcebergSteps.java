package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.IcebergSession;
import dev.catalogkit.spec.Operation;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The shared steps of the Iceberg checks, so no check builds a request by hand twice: bodies from
 * fixtures and the typed request model, fresh names in the run's namespace, the preconditions most
 * checks need, and the typed answers they read. One per check, with that check's client; the steps
 * of each resource are their own classes ({@link #tables()}, {@link #views()}, {@link
 * #namespaces()}).
 */
final class IcebergSteps {

  static final String MINIMAL_VIEW = ViewBody.MINIMAL;
  static final String MINIMAL_TABLE = TableBody.MINIMAL;

  /** A view with every optional member of its version: default-catalog, two dialects. */
  static final String COMPLETE_VIEW = "views/create.complete.json";

  /** More pages than any list of a run needs: a server that pages forever must not hang a check. */
  static final int MAX_PAGES = 100;

  private final Check<IcebergCatalogClient, IcebergRunState> check;
  private final RunContext run;
  private final IcebergCatalogClient client;
  private final TableSteps tables;

  IcebergSteps(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.check = check;
    this.run = check.run();
    this.client = check.client();
    this.tables = new TableSteps(this);
  }

  /** The steps of tables: create, stage, load, rename, register. */
  TableSteps tables() {
    return tables;
  }

  /**
   * The steps of views: create, load, replace, rename, drop, register. They keep no state of their
   * own, so each call makes them anew.
   */
  ViewSteps views() {
    return new ViewSteps(this);
  }

  /** The steps of namespaces and their lists, in the same sense as {@link #views()}. */
  NamespaceSteps namespaces() {
    return new NamespaceSteps(this);
  }

  /**
   * The config as the server answers it now; anything but 200 is a step that failed, so a config
   * that could not be read is never taken for one that advertises nothing.
   */
  Exchange readConfig() {
    return Precondition.require(client.getConfig(), 200, "read the config");
  }

  /**
   * The run's namespace name as the start of a name the check fixes per case, its own on every
   * attempt ({@link Check#ownName}).
   */
  String ownPrefix() {
    return check.ownName(namespace().get(0));
  }

  IcebergCatalogClient client() {
    return client;
  }

  RunContext run() {
    return run;
  }

  IcebergRunState state() {
    return check.session().state();
  }

  /**
   * The namespace-separator the server advertises, as advertised, when it is not {@code %1F}; the
   * checks of the advertised separator do not apply otherwise.
   */
  String advertisedSeparatorOtherThanUnit() {
    return state()
        .namespaceSeparator()
        .filter(s -> !s.equalsIgnoreCase(IcebergCatalogClient.UNIT_SEPARATOR))
        .orElseThrow(() -> new NotApplicable("the server advertises no separator other than %1F"));
  }

  /**
   * Notes the exception type the spec names for this error; the audit judges it under its own
   * SHOULD requirement ({@code ErrorTypeAuditSuite}), so a wrong type never fails the calling
   * check.
   */
  void expectErrorType(Exchange exchange, String expectedType) {
    state().errorTypes().note(exchange, expectedType);
  }

  List<String> namespace() {
    return IcebergSession.runNamespace(run.names());
  }

  String newName(String purpose) {
    return run.names().object(purpose);
  }

  /**
   * The first request with a key succeeded, as a replay check needs to start from. A valid keyed
   * request refused is ICE-IDEM-14's failure; here it only leaves the replay check NOT_VERIFIED.
   */
  static Exchange requireKeyedSuccess(Exchange first, String step) {
    Precondition.require(
        first.succeeded(),
        step
            + " with an Idempotency-Key, answered "
            + first.summary()
            + " (ICE-IDEM-14 judges that)");
    return first;
  }

  /** A keyed retry answered as the first request was: the same status and the same body. */
  static void expectReplayOf(Exchange first, Exchange retry) {
    Expect.equal("status of the retry", first.status(), retry.status(), retry);
    Expect.equal("body of the retry", first.body(), retry.body(), retry);
  }

  /** A create, register or rename refused because the name is taken: 409, type noted. */
  void expectNameTaken(Exchange refused) {
    Expect.status(refused, 409);
    expectErrorType(refused, "AlreadyExistsException");
  }

  /**
   * A request about a name that only the other type holds (a view's on the table route, a table's
   * on a view route) is answered as one about a name that holds nothing: 404. Whether that one is
   * answered 404 is the missing name's own rule: when the answer is not 404, the kit sends the same
   * request for a name that holds nothing ({@code aboutNothing}), and if that is not answered 404
   * either, the status is that rule's finding and the check is not verified.
   */
  static void expect404AsForAMissingName(
      Exchange answered, Supplier<Exchange> aboutNothing, String missingNameRule) {
    if (!answered.hasStatus(404)) {
      Exchange missing = aboutNothing.get();
      Precondition.require(
          missing.hasStatus(404),
          "the same request for a name that holds nothing answers 404 ("
              + missingNameRule
              + "): "
              + missing.summary());
    }
    Expect.status(answered, 404);
  }

  static void expectNotFound(Exchange loaded, String what) {
    Expect.that(
        !loaded.succeeded(),
        "no " + what + " (a load that finds none)",
        "the load found it: " + loaded.summary(),
        loaded);
  }

  /**
   * A move across namespaces, which a server "is not required to support" (ICE-REN-07, ICE-REN-13):
   * carried out (2xx) or refused (4xx), never a server error. A refusal must move nothing; which
   * refusal is ICE-REN-18's and ICE-REN-19's.
   */
  static void expectMovedOrRefused(Exchange renamed, Runnable moved, Runnable stayedWhereItWas) {
    Expect.statusMatches(
        renamed, status -> status / 100 == 2 || status / 100 == 4, "2xx (moved) or 4xx (refused)");
    if (renamed.succeeded()) {
      moved.run();
    } else {
      stayedWhereItWas.run();
    }
  }

  /**
   * A move across namespaces is carried out, or declined with a documented refusal that can mean
   * "not supported" (ICE-REN-18, ICE-REN-19): 406 Unsupported Operation, 400 request validation or
   * 403 not permitted. A server error is neither: it is ICE-REN-07's and ICE-REN-13's.
   */
  static void expectMovedOrDeclinedAsUnsupported(Exchange renamed) {
    if (renamed.serverError()) {
      throw new NotApplicable(
          "the move failed (" + renamed.summary() + "), which is ICE-REN-07's or ICE-REN-13's");
    }
    Expect.statusMatches(
        renamed,
        status -> status / 100 == 2 || status == 400 || status == 403 || status == 406,
        "2xx (moved), or 400, 403 or 406 (declines a move the server need not support)");
  }

  /** The metadata-location a LoadTableResult or LoadViewResult names. */
  static String metadataLocationIn(Exchange answer) {
    return answer.at("/metadata-location").asText();
  }

  static RequestBody registerBody(String name, String metadataLocation) {
    ObjectNode body =
        JsonNodeFactory.instance
            .objectNode()
            .put("name", name)
            .put("metadata-location", metadataLocation);
    return RequestBody.json(body, null);
  }

  static String randomUuid() {
    return UUID.randomUUID().toString();
  }

  /** Whether the operation is advertised or was found served by a probe (or is forced). */
  boolean offers(String operationId) {
    return run.forceUnadvertised()
        || run.capabilities().supports(run.spec().operation(operationId));
  }

  /** The operation must be advertised or found served by a probe (or forced), or NOT_APPLICABLE. */
  void requireOffered(String operationId) {
    Operation operation = run.spec().operation(operationId);
    if (!run.forceUnadvertised() && !run.capabilities().supports(operation)) {
      throw new NotApplicable(run.capabilities().reasonNotSupported(operation));
    }
  }

  /**
   * The run judges at a load window of this many requests: a check that sends them at once is
   * judged only where an earlier run's probe showed the server sustains them (--baseline), so that
   * no verdict rests on load the server was never shown to take.
   */
  void requireConcurrentRequests(int atOnce) {
    int window = run.underLoad().window();
    if (window < atOnce) {
      throw new NotApplicable(
          "it sends "
              + atOnce
              + " requests at once, and the run judges at "
              + window
              + " at a time: run again with --baseline of a report whose concurrency probe saw the"
              + " server sustain "
              + atOnce);
    }
  }

  /**
   * The idempotency checks apply where GET /v1/config advertises a key lifetime, or where the probe
   * (ICE-IDEM-08) saw a keyed retry replayed.
   */
  void requireIdempotency() {
    IcebergRunState.Idempotency idempotency = state().idempotency();
    boolean honoured =
        idempotency == IcebergRunState.Idempotency.ADVERTISED
            || idempotency == IcebergRunState.Idempotency.REPLAYED;
    if (!run.forceUnadvertised() && !honoured) {
      throw new NotApplicable(state().idempotencyReason());
    }
  }
}
