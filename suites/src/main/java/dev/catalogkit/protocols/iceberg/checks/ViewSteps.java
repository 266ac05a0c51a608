package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.spec.RequestCases.Case;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The shared steps of the Iceberg checks about views: create (from a fixture, elsewhere, broken),
 * load, replace (guarded, keyed, broken), rename, drop, register, and what a check expects of a
 * view after. Reached through {@link IcebergSteps#views()}.
 */
final class ViewSteps {

  /** A create-view body cut off mid-object; the name it would have had is {@code broken}. */
  private static final String INVALID_JSON_VIEW = "views/create.invalid-json.txt";

  private final IcebergSteps steps;

  ViewSteps(IcebergSteps steps) {
    this.steps = steps;
  }

  private IcebergCatalogClient client() {
    return steps.client();
  }

  /** A create-view body from a fixture, named and pointed at the run's namespace. */
  ViewBody body(String fixture, String name) {
    return ViewBody.from(fixture, name, steps.namespace());
  }

  Exchange create(ViewBody body) {
    return client().createView(steps.namespace(), body.request());
  }

  /** A create-view body broken in one of the document's ways. */
  Exchange create(ViewBody body, Case broken) {
    return client().createView(steps.namespace(), DocumentCases.broken(body.request(), broken));
  }

  /** Creates a view from a fixture as it is, named {@code name}. */
  Exchange create(String fixture, String name) {
    return create(body(fixture, name));
  }

  /** Creates a minimal view in another namespace of the run. */
  Exchange createIn(List<String> namespace, String name) {
    return createThrough(client(), namespace, name);
  }

  /** The same, through a client that may spell the namespace its own way. */
  Exchange createThrough(IcebergCatalogClient through, List<String> namespace, String name) {
    return through.createView(
        namespace, ViewBody.from(IcebergSteps.MINIMAL_VIEW, name, namespace).request());
  }

  /** Tries to create a minimal view in a namespace this run owns but never created. */
  Exchange createInAMissingNamespace(String name) {
    return createIn(steps.run().names().missingNamespace(), name);
  }

  /** Sends a create-view body that is not valid JSON. */
  Exchange createWithInvalidJson() {
    return client()
        .createView(
            steps.namespace(),
            new RequestBody(Fixtures.text(INVALID_JSON_VIEW), INVALID_JSON_VIEW));
  }

  /**
   * Creates a view from a fixture as it is, named {@code name}; its create answer (200), or the
   * check stops as NOT_VERIFIED.
   */
  Exchange createdAnswer(String fixture, String name) {
    return Precondition.require(create(fixture, name), 200, "create the view " + name);
  }

  /** Creates a view from the minimal fixture; the check stops as NOT_VERIFIED if that fails. */
  CreatedView created(String purpose) {
    return createdNamed(steps.newName(purpose));
  }

  /** Creates a view of this name from the minimal fixture, in the same sense. */
  CreatedView createdNamed(String name) {
    return created(body(IcebergSteps.MINIMAL_VIEW, name));
  }

  /** Creates the view of this body, in the same sense. */
  CreatedView created(ViewBody body) {
    Exchange created = create(body);
    Precondition.require(created, 200, "create the view " + body.name());
    return new CreatedView(body.name(), View.in(created), IcebergSteps.metadataLocationIn(created));
  }

  /** The view still loads under its name as the one created (same view-uuid). */
  void expectUnchanged(CreatedView view, Exchange after) {
    Expect.equal("view-uuid", view.uuid(), loaded(view.name()).uuid(), after);
  }

  /**
   * Two answers about one view agree on what the client set ({@link View#setByClient}); what the
   * server manages (its own properties, timestamps) may differ.
   */
  static void expectSame(View expected, View actual, Exchange... evidence) {
    Map<String, JsonValue> set = actual.setByClient();
    expected
        .setByClient()
        .forEach((what, value) -> Expect.equal(what, value, set.get(what), evidence));
  }

  /** Loads a view; the check stops as NOT_VERIFIED if that fails. */
  View loaded(String view) {
    Exchange loaded = client().loadView(steps.namespace(), view);
    Precondition.require(loaded, 200, "load the view " + view);
    return View.in(loaded);
  }

  /**
   * No view of this name exists: its load finds nothing. The exact status of a load of a missing
   * view is ICE-VLD-02's to judge, so any answer but a success is accepted here.
   */
  void expectNone(String view) {
    expectNone(steps.namespace(), view);
  }

  /** No view of this name exists in the namespace, in the same sense. */
  void expectNone(List<String> namespace, String view) {
    IcebergSteps.expectNotFound(client().loadView(namespace, view), "view " + view);
  }

  /** A refused move left the view where it was: under its name, and not in the destination. */
  void expectStayed(CreatedView view, List<String> destination, Exchange refused) {
    expectStillThere(view, refused);
    expectNone(destination, view.name());
  }

  /** The view still loads under its name with its view-uuid, whatever the request before did. */
  void expectStillThere(CreatedView view, Exchange before) {
    Exchange source = client().loadView(steps.namespace(), view.name());
    Expect.that(
        source.hasStatus(200) && view.uuid().equals(View.in(source).uuid()),
        "the view " + view.name() + " still under its name",
        "the source " + source.summary(),
        before,
        source);
  }

  /**
   * A create-view body broken in one of the document's ways is refused (400), and creates nothing.
   */
  void expectBrokenCreateRefused(Case broken, String purpose) {
    String name = steps.newName(purpose);
    Expect.status(create(body(IcebergSteps.MINIMAL_VIEW, name), broken), 400);
    expectNone(name);
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
    return client()
        .replaceView(steps.namespace(), view, commit(view, guard, updates), idempotencyKey);
  }

  /**
   * A replace of a view the check created, guarded by its UUID, with one member the page does not
   * mark required left out (without requirements, the guard goes with them).
   */
  Exchange replaceWithout(
      ReplaceBody.OptionalMember left, CreatedView view, ViewUpdate... updates) {
    return client()
        .replaceView(
            steps.namespace(),
            view.name(),
            ReplaceBody.without(
                left, steps.namespace(), view.name(), Optional.of(view.uuid()), List.of(updates)),
            null);
  }

  /** A replace whose valid commit is broken in one of the document's ways. */
  Exchange replaceBroken(String view, Case broken, Guard guard, ViewUpdate... updates) {
    return client()
        .replaceView(
            steps.namespace(),
            view,
            DocumentCases.broken(commit(view, guard, updates), broken),
            null);
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
    return commit(steps.namespace(), view, guard, updates);
  }

  static RequestBody commit(
      List<String> namespace, String view, Guard guard, ViewUpdate... updates) {
    return ReplaceBody.of(namespace, view, guard.uuid(), List.of(updates));
  }

  /** Renames a view of the run's namespace onto another name there. */
  Exchange rename(String from, String to) {
    return rename(from, to, null);
  }

  /** The same rename, carrying an Idempotency-Key (null for none). */
  Exchange rename(String from, String to, String idempotencyKey) {
    return client()
        .renameView(
            RenameBody.of(steps.namespace(), from, steps.namespace(), to).request(),
            idempotencyKey);
  }

  /** Renames a view from one namespace to another (or the same). */
  Exchange rename(List<String> fromNamespace, String from, List<String> toNamespace, String to) {
    return client().renameView(RenameBody.of(fromNamespace, from, toNamespace, to).request(), null);
  }

  /** Drops a view of the run's namespace, with an Idempotency-Key (null for none). */
  Exchange drop(String view, String idempotencyKey) {
    return client().dropView(steps.namespace(), view, idempotencyKey);
  }

  /** Registers the view of a metadata file under this name. */
  Exchange register(List<String> namespace, String name, String metadataLocation) {
    return client().registerView(namespace, IcebergSteps.registerBody(name, metadataLocation));
  }

  // --- the document's negative cases, as the method sources pick them ---

  /** Create-view cases of a rule, fitted to the minimal view. */
  static Stream<Case> createCases(RunContext run, Predicate<Case> rule) {
    RequestBody valid =
        ViewBody.from(IcebergSteps.MINIMAL_VIEW, "view", List.of("namespace")).request();
    return DocumentCases.bodyCases(run.spec(), "createView", valid, rule);
  }

  /** Replace-view cases of a rule, fitted to a guarded commit of one set-properties update. */
  static Stream<Case> replaceCases(RunContext run, Predicate<Case> rule) {
    RequestBody valid =
        commit(
            List.of("ns"),
            "view",
            Guard.uuid(IcebergSteps.randomUuid()),
            ViewUpdate.setProperty("k", "v"));
    return DocumentCases.bodyCases(run.spec(), "replaceView", valid, rule);
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
