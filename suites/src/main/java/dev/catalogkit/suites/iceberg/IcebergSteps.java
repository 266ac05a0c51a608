package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.IcebergCatalogClient;
import dev.catalogkit.client.RequestBody;
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
    return run.client();
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
    return client()
        .createView(
            run.names().missingNamespace(),
            RequestBody.json(viewBody(MINIMAL_VIEW, name), MINIMAL_VIEW));
  }

  /** Sends a create-view body that is not valid JSON. */
  Exchange createViewWithInvalidJson() {
    return client()
        .createView(
            namespace(), new RequestBody(Fixtures.text(INVALID_JSON_VIEW), INVALID_JSON_VIEW));
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

  /** Loads a view; the check stops as NOT_VERIFIED if that fails. */
  JsonNode loadedMetadata(String view) {
    Exchange loaded = client().loadView(namespace(), view);
    Precondition.require(loaded, 200, "load the view " + view);
    return loaded.at("/metadata");
  }

  Exchange replace(String view, ArrayNode requirements, ArrayNode updates) {
    ObjectNode body = NODES.objectNode();
    ObjectNode identifier = body.putObject("identifier");
    namespace().forEach(identifier.putArray("namespace")::add);
    identifier.put("name", view);
    body.set("requirements", requirements);
    body.set("updates", updates);
    return client().replaceView(namespace(), view, RequestBody.json(body, null));
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

  /** The operation must be advertised (or forced), or the check is NOT_APPLICABLE. */
  void requireAdvertised(String operationId) {
    Operation operation = run.spec().operation(operationId);
    if (!run.forceUnadvertised() && !run.capabilities().supports(operation)) {
      throw new NotApplicable(run.capabilities().reasonNotSupported(operation));
    }
  }

  /** A view the check created, with the metadata the server returned for it. */
  record CreatedView(String name, JsonNode metadata) {
    String uuid() {
      return metadata.path("view-uuid").asText();
    }
  }
}
