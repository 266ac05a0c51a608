package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.client.Pager;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.spec.Operation;
import dev.catalogkit.spec.RequestCases.Case;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The shared steps of the Iceberg checks, so no check builds a request by hand twice: bodies from
 * fixtures and the typed request model, fresh names in the run's namespace, the preconditions most
 * checks need, and the typed answers they read. One per check, with that check's client.
 */
final class IcebergSteps {

  static final String MINIMAL_VIEW = ViewBody.MINIMAL;
  static final String MINIMAL_TABLE = TableBody.MINIMAL;

  /** A view with every optional member of its version: default-catalog, two dialects. */
  static final String COMPLETE_VIEW = "views/create.complete.json";

  /** A create-view body cut off mid-object; the name it would have had is {@code broken}. */
  static final String INVALID_JSON_VIEW = "views/create.invalid-json.txt";

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
    return run.names().runNamespace();
  }

  String newName(String purpose) {
    return run.names().object(purpose);
  }

  // --- views ---

  /** A create-view body from a fixture, named and pointed at the run's namespace. */
  ViewBody viewBody(String fixture, String name) {
    return ViewBody.from(fixture, name, namespace());
  }

  Exchange createView(ViewBody body) {
    return client.createView(namespace(), body.request());
  }

  /** A create-view body broken in one of the document's ways. */
  Exchange createView(ViewBody body, Case broken) {
    return client.createView(namespace(), DocumentCases.broken(body.request(), broken));
  }

  /** Creates a view from a fixture as it is, named {@code name}. */
  Exchange createView(String fixture, String name) {
    return createView(viewBody(fixture, name));
  }

  /** Creates a minimal view in another namespace of the run. */
  Exchange createViewIn(List<String> namespace, String name) {
    return createViewThrough(client, namespace, name);
  }

  /** The same, through a client that may spell the namespace its own way. */
  Exchange createViewThrough(IcebergCatalogClient through, List<String> namespace, String name) {
    return through.createView(namespace, ViewBody.from(MINIMAL_VIEW, name, namespace).request());
  }

  /** Tries to create a minimal view in a namespace this run owns but never created. */
  Exchange createViewInAMissingNamespace(String name) {
    return createViewIn(run.names().missingNamespace(), name);
  }

  /** Sends a create-view body that is not valid JSON. */
  Exchange createViewWithInvalidJson() {
    return client.createView(
        namespace(), new RequestBody(Fixtures.text(INVALID_JSON_VIEW), INVALID_JSON_VIEW));
  }

  /** Creates a view from the minimal fixture; the check stops as NOT_VERIFIED if that fails. */
  CreatedView createdView(String purpose) {
    return createdViewNamed(newName(purpose));
  }

  /** Creates a view of this name from the minimal fixture, in the same sense. */
  CreatedView createdViewNamed(String name) {
    return createdView(viewBody(MINIMAL_VIEW, name));
  }

  /** Creates the view of this body, in the same sense. */
  CreatedView createdView(ViewBody body) {
    Exchange created = createView(body);
    Precondition.require(created, 200, "create the view " + body.name());
    return new CreatedView(body.name(), View.in(created), metadataLocationIn(created));
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

  /** The view still loads under its name as the one created (same view-uuid). */
  void expectUnchanged(CreatedView view, Exchange after) {
    Expect.equal("view-uuid", view.uuid(), loadedView(view.name()).uuid(), after);
  }

  /**
   * Two answers about one view agree on what the client set ({@link View#setByClient}); what the
   * server manages (its own properties, timestamps) may differ.
   */
  static void expectSameView(View expected, View actual, Exchange... evidence) {
    Map<String, JsonValue> set = actual.setByClient();
    expected
        .setByClient()
        .forEach((what, value) -> Expect.equal(what, value, set.get(what), evidence));
  }

  /** Loads a view; the check stops as NOT_VERIFIED if that fails. */
  View loadedView(String view) {
    Exchange loaded = client.loadView(namespace(), view);
    Precondition.require(loaded, 200, "load the view " + view);
    return View.in(loaded);
  }

  /**
   * No view of this name exists: its load finds nothing. The exact status of a load of a missing
   * view is ICE-VLD-02's to judge, so any answer but a success is accepted here.
   */
  void expectNoView(String view) {
    expectNotFound(client.loadView(namespace(), view), "view " + view);
  }

  static void expectNotFound(Exchange loaded, String what) {
    Expect.that(
        !loaded.succeeded(),
        "no " + what + " (a load that finds none)",
        "the load found it: " + loaded.summary(),
        loaded);
  }

  /**
   * A create-view body broken in one of the document's ways is refused (400), and creates nothing.
   */
  void expectBrokenCreateRefused(Case broken, String purpose) {
    String name = newName(purpose);
    Expect.status(createView(viewBody(MINIMAL_VIEW, name), broken), 400);
    expectNoView(name);
  }

  /** A replace of a view of the run's namespace, guarded by its UUID or not. */
  Exchange replace(String view, Guard guard, ViewUpdate... updates) {
    return replaceWithKey(view, guard, null, updates);
  }

  /** A replace of a view the check created, guarded by that view's UUID. */
  Exchange replaceGuarded(CreatedView view, ViewUpdate... updates) {
    return replace(view.name(), Guard.uuid(view.uuid()), updates);
  }

  /** A replace carrying an Idempotency-Key (null for none). */
  Exchange replaceWithKey(String view, Guard guard, String idempotencyKey, ViewUpdate... updates) {
    return client.replaceView(namespace(), view, commit(view, guard, updates), idempotencyKey);
  }

  /** A replace whose valid commit is broken in one of the document's ways. */
  Exchange replaceBroken(String view, Case broken, Guard guard, ViewUpdate... updates) {
    return client.replaceView(
        namespace(), view, DocumentCases.broken(commit(view, guard, updates), broken), null);
  }

  /**
   * An unguarded replace of a view in another namespace, through a client that may spell the
   * namespace its own way ({@link IcebergCatalogClient#separatedBy}).
   */
  Exchange replaceThrough(
      IcebergCatalogClient through, List<String> namespace, String view, ViewUpdate... updates) {
    return through.replaceView(
        namespace, view, commit(namespace, view, Guard.none(), updates), null);
  }

  /** The commit of a replace of a view of the run's namespace: identifier, guard, updates. */
  RequestBody commit(String view, Guard guard, ViewUpdate... updates) {
    return commit(namespace(), view, guard, updates);
  }

  static RequestBody commit(
      List<String> namespace, String view, Guard guard, ViewUpdate... updates) {
    return ReplaceBody.of(namespace, view, guard.uuid(), List.of(updates));
  }

  /**
   * A move across namespaces, which a server "is not required to support" (ICE-REN-07, ICE-REN-13)
   * and may decline with a documented refusal: 406 Unsupported Operation, 400 request validation or
   * 403 not permitted. A decline must leave the object where it was; the rule then does not apply.
   */
  static void unlessMoveDeclined(Exchange renamed, Runnable stayedWhereItWas) {
    boolean declined = renamed.hasStatus(406) || renamed.hasStatus(400) || renamed.hasStatus(403);
    if (!declined) {
      return;
    }
    stayedWhereItWas.run();
    throw new NotApplicable(
        "the server declines moves across namespaces ("
            + renamed.summary()
            + "), which it is not required to support");
  }

  /** Renames a view of the run's namespace onto another name there. */
  Exchange renameView(String from, String to) {
    return renameView(from, to, null);
  }

  /** The same rename, carrying an Idempotency-Key (null for none). */
  Exchange renameView(String from, String to, String idempotencyKey) {
    return client.renameView(
        RenameBody.of(namespace(), from, namespace(), to).request(), idempotencyKey);
  }

  /** Renames a view from one namespace to another (or the same). */
  Exchange renameView(
      List<String> fromNamespace, String from, List<String> toNamespace, String to) {
    return client.renameView(RenameBody.of(fromNamespace, from, toNamespace, to).request(), null);
  }

  /** Drops a view of the run's namespace, with an Idempotency-Key (null for none). */
  Exchange dropView(String view, String idempotencyKey) {
    return client.dropView(namespace(), view, idempotencyKey);
  }

  // --- the document's negative cases, as the method sources pick them ---

  /** Create-view cases of a rule, fitted to the minimal view. */
  static Stream<Case> createViewCases(RunContext run, Predicate<Case> rule) {
    RequestBody valid = ViewBody.from(MINIMAL_VIEW, "view", List.of("namespace")).request();
    return DocumentCases.bodyCases(run.spec(), "createView", valid, rule);
  }

  /** Replace-view cases of a rule, fitted to a guarded commit of one set-properties update. */
  static Stream<Case> replaceViewCases(RunContext run, Predicate<Case> rule) {
    RequestBody valid =
        commit(List.of("ns"), "view", Guard.uuid(randomUuid()), ViewUpdate.setProperty("k", "v"));
    return DocumentCases.bodyCases(run.spec(), "replaceView", valid, rule);
  }

  /** The metadata-location a LoadTableResult or LoadViewResult names. */
  static String metadataLocationIn(Exchange answer) {
    return answer.at("/metadata-location").asText();
  }

  /** Registers the view of a metadata file under this name. */
  Exchange registerView(List<String> namespace, String name, String metadataLocation) {
    return client.registerView(namespace, registerBody(name, metadataLocation));
  }

  static RequestBody registerBody(String name, String metadataLocation) {
    ObjectNode body =
        JsonNodeFactory.instance
            .objectNode()
            .put("name", name)
            .put("metadata-location", metadataLocation);
    return RequestBody.json(body, null);
  }

  // --- namespaces and lists ---

  /**
   * A fresh top-level namespace of this check's own, beside the run's: what it lists is only what
   * the check put there, whatever other checks do meanwhile, and no path needs a separator.
   */
  List<String> createdContainer(String purpose) {
    return createdNamespace(run.names().siblingNamespace(purpose));
  }

  /** Makes a namespace of this run's own (beside or inside the run's namespace). */
  List<String> createdNamespace(List<String> namespace) {
    Precondition.require(
        client.createNamespace(namespace), 200, "create the namespace " + namespace);
    return namespace;
  }

  /**
   * A bounded walk through a list operation ({@code listNamespaces}, {@code listTables}, {@code
   * listViews}) of a namespace (null: the top level), with these query parameters on every page.
   */
  Pager.Walk walk(String operation, List<String> namespace, Map<String, String> query) {
    return walk(operation, namespace, query, MAX_PAGES);
  }

  /** The same walk, stopping after {@code maxPages} pages. */
  Pager.Walk walk(
      String operation, List<String> namespace, Map<String, String> query, int maxPages) {
    return client.walk(operation, namespace, query, maxPages);
  }

  /**
   * Every name a list shows in a container, sorted; the check stops as NOT_VERIFIED when the list
   * is refused or does not end.
   */
  List<String> listedNames(PagedList list, List<String> container) {
    return listedNames(list, container, Map.of());
  }

  /** The same, with these query parameters on every page. */
  List<String> listedNames(PagedList list, List<String> container, Map<String, String> query) {
    Pager.Walk walk = list.walk(this, container, query, MAX_PAGES);
    Precondition.require(
        walk.refused() == null && walk.ended(),
        "list the " + list.name().toLowerCase(Locale.ROOT) + " of " + container);
    List<String> names = new ArrayList<>();
    walk.pages().forEach(page -> names.addAll(list.namesOn(page)));
    names.sort(null);
    return names;
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

  /** The requirement of a replace: assert-view-uuid with this UUID, or none. */
  record Guard(Optional<String> uuid) {
    static Guard uuid(String uuid) {
      return new Guard(Optional.of(uuid));
    }

    static Guard none() {
      return new Guard(Optional.empty());
    }
  }

  /** A view the check created, as the server answered it, and its metadata file. */
  record CreatedView(String name, View view, String metadataLocation) {
    String uuid() {
      return view.uuid();
    }

    /**
     * The schema id the server gave the view's schema (its version's schema-id), for versions added
     * later: a server numbers schemas as it likes, so the kit never assumes 0.
     */
    int schemaId() {
      return view.currentVersion().schemaId();
    }
  }
}
