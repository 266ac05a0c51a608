package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.IcebergCatalogClient;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.spec.Operation;
import java.util.List;
import java.util.UUID;

/**
 * The shared steps of the Iceberg suites, so no suite builds a request by hand twice: bodies from
 * fixtures, fresh names in the run's namespace, and the preconditions most checks need.
 */
final class IcebergSteps {

  static final String MINIMAL_VIEW = "views/create.minimal.json";
  static final String MINIMAL_TABLE = "tables/create.minimal.json";

  /** A create-view body cut off mid-object; the name it would have had is {@code broken}. */
  static final String INVALID_JSON_VIEW = "views/create.invalid-json.txt";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final RunContext run;

  private IcebergSteps(RunContext run) {
    this.run = run;
  }

  static IcebergSteps current() {
    return new IcebergSteps(RunContext.current());
  }

  IcebergCatalogClient client() {
    return (IcebergCatalogClient) run.client();
  }

  RunContext run() {
    return run;
  }

  List<String> namespace() {
    return run.names().runNamespace();
  }

  String newName(String purpose) {
    return run.names().object(purpose);
  }

  /** A create-view body from a fixture, named and pointed at the run's namespace. */
  ObjectNode viewBody(String fixture, String name) {
    ObjectNode body = Fixtures.json(fixture);
    body.put("name", name);
    ArrayNode defaultNamespace =
        ((ObjectNode) body.path("view-version")).putArray("default-namespace");
    namespace().forEach(defaultNamespace::add);
    return body;
  }

  Exchange createView(ObjectNode body, String fixture) {
    return client().createView(namespace(), RequestBody.json(body, fixture));
  }

  /** Tries to create a minimal view in a namespace this run owns but never created. */
  Exchange createViewInAMissingNamespace(String name) {
    return createViewIn(run.names().missingNamespace(), name);
  }

  /** Sends a create-view body that is not valid JSON. */
  Exchange createViewWithInvalidJson() {
    return client()
        .createView(
            namespace(), new RequestBody(Fixtures.text(INVALID_JSON_VIEW), INVALID_JSON_VIEW));
  }

  /** Creates a minimal view in another namespace of the run. */
  Exchange createViewIn(List<String> namespace, String name) {
    return client()
        .createView(namespace, RequestBody.json(viewBody(MINIMAL_VIEW, name), MINIMAL_VIEW));
  }

  /** Creates a view from a fixture as it is, named {@code name}. */
  Exchange createView(String fixture, String name) {
    return createView(viewBody(fixture, name), fixture);
  }

  /** Creates a view from the minimal fixture; the check stops as NOT_VERIFIED if that fails. */
  CreatedView createdView(String purpose) {
    String name = newName(purpose);
    Exchange created = createView(MINIMAL_VIEW, name);
    Precondition.require(created, 200, "create the view " + name);
    return new CreatedView(name, created.at("/metadata"));
  }

  /** Creates a table from the minimal fixture; the check stops as NOT_VERIFIED if that fails. */
  CreatedTable createdTable(String purpose) {
    return createdTable(namespace(), newName(purpose));
  }

  CreatedTable createdTable(List<String> namespace, String name) {
    Exchange created = createTable(namespace, name);
    Precondition.require(created, 200, "create the table " + name);
    return new CreatedTable(namespace, name, created.at("/metadata/table-uuid").asText());
  }

  Exchange createTable(List<String> namespace, String name) {
    ObjectNode body = Fixtures.json(MINIMAL_TABLE);
    body.put("name", name);
    return client().createTable(namespace, RequestBody.json(body, MINIMAL_TABLE));
  }

  /** The table's UUID as it loads now; the check stops as NOT_VERIFIED if it does not load. */
  String loadedTableUuid(List<String> namespace, String table) {
    Exchange loaded = client().loadTable(namespace, table);
    Precondition.require(loaded, 200, "load the table " + table);
    return loaded.at("/metadata/table-uuid").asText();
  }

  /** Makes a namespace of this run's own (beside or inside the run's namespace). */
  List<String> createdNamespace(List<String> namespace) {
    Precondition.require(
        client().createNamespace(namespace), 200, "create the namespace " + namespace);
    return namespace;
  }

  /** A rename body moving {@code from} to {@code to}. */
  static RequestBody renameBody(
      List<String> fromNamespace, String from, List<String> toNamespace, String to) {
    ObjectNode body = NODES.objectNode();
    identifier(body.putObject("source"), fromNamespace, from);
    identifier(body.putObject("destination"), toNamespace, to);
    return RequestBody.json(body, null);
  }

  Exchange renameTable(String from, String to, String idempotencyKey) {
    return client().renameTable(renameBody(namespace(), from, namespace(), to), idempotencyKey);
  }

  private static void identifier(ObjectNode node, List<String> namespace, String name) {
    namespace.forEach(node.putArray("namespace")::add);
    node.put("name", name);
  }

  /**
   * No view of this name exists: its load finds nothing. The exact status of a load of a missing
   * view is ICE-VLD-02's to judge, so any answer but a success is accepted here.
   */
  void expectNoView(String view) {
    Exchange loaded = client().loadView(namespace(), view);
    Expect.that(
        !loaded.succeeded(),
        "no view " + view + " (a load that finds none)",
        "the load found it: " + loaded.summary(),
        loaded);
  }

  /** Loads a view; the check stops as NOT_VERIFIED if that fails. */
  JsonNode loadedMetadata(String view) {
    Exchange loaded = client().loadView(namespace(), view);
    Precondition.require(loaded, 200, "load the view " + view);
    return loaded.at("/metadata");
  }

  Exchange replace(String view, ArrayNode requirements, ArrayNode updates) {
    return replace(view, requirements, updates, null);
  }

  /** A replace carrying an Idempotency-Key (null for none). */
  Exchange replace(String view, ArrayNode requirements, ArrayNode updates, String idempotencyKey) {
    ObjectNode body = NODES.objectNode();
    identifier(body.putObject("identifier"), namespace(), view);
    body.set("requirements", requirements);
    body.set("updates", updates);
    return client().replaceView(namespace(), view, RequestBody.json(body, null), idempotencyKey);
  }

  static ArrayNode assertViewUuid(String uuid) {
    ArrayNode requirements = NODES.arrayNode();
    requirements.addObject().put("type", "assert-view-uuid").put("uuid", uuid);
    return requirements;
  }

  static ArrayNode noRequirements() {
    return NODES.arrayNode();
  }

  static ArrayNode updates(JsonNode... updates) {
    ArrayNode array = NODES.arrayNode();
    List.of(updates).forEach(array::add);
    return array;
  }

  static String randomUuid() {
    return UUID.randomUUID().toString();
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
    Capabilities.Idempotency idempotency = run.capabilities().idempotency();
    boolean honoured =
        idempotency == Capabilities.Idempotency.ADVERTISED
            || idempotency == Capabilities.Idempotency.REPLAYED;
    if (!run.forceUnadvertised() && !honoured) {
      throw new NotApplicable(run.capabilities().idempotencyReason());
    }
  }

  /** A table the check created, with the UUID the server assigned. */
  record CreatedTable(List<String> namespace, String name, String uuid) {}

  /** A view the check created, with the metadata the server returned for it. */
  record CreatedView(String name, JsonNode metadata) {
    String uuid() {
      return metadata.path("view-uuid").asText();
    }
  }
}
