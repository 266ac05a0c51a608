package dev.catalogkit.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi31;
import com.networknt.schema.resource.DisallowSchemaLoader;
import dev.catalogkit.spec.Operation;
import dev.catalogkit.spec.SpecDocument;
import dev.catalogkit.spec.SpecDocumentException;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Validates response bodies against the schemas a {@link SpecDocument} documents for them.
 *
 * <p>OpenAPI 3.1 schemas are JSON Schema 2020-12 (in the OpenAPI 3.1 dialect): for each (operation,
 * response key) the validator builds one root schema that holds the document's {@code components}
 * next to the response's schema, so {@code #/components/schemas/X} references resolve inside it,
 * compiles it once and caches it. Nothing is ever loaded from outside that root: every schema
 * loader is replaced by one that refuses. {@code format} is an annotation only. Thread-safe.
 */
public final class SchemaValidator {

  private final SpecDocument document;
  private final JsonNode components;
  private final JsonSchemaFactory factory;
  private final SchemaValidatorsConfig config;
  private final ConcurrentMap<String, Optional<JsonSchema>> compiled = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, JsonSchema> componentSchemas = new ConcurrentHashMap<>();

  private SchemaValidator(SpecDocument document) {
    this.document = document;
    this.components = document.components();
    this.factory =
        JsonSchemaFactory.getInstance(
            SpecVersion.VersionFlag.V202012,
            builder ->
                builder
                    .metaSchema(OpenApi31.getInstance())
                    .defaultMetaSchemaIri(OpenApi31.getInstance().getIri())
                    // no network, no class path: every reference must resolve inside the root
                    .schemaLoaders(loaders -> loaders.add(DisallowSchemaLoader.getInstance())));
    this.config =
        SchemaValidatorsConfig.builder()
            .pathType(PathType.LEGACY)
            .formatAssertionsEnabled(false)
            .typeLoose(false)
            .preloadJsonSchema(true)
            .build();
  }

  public static SchemaValidator of(SpecDocument document) {
    return new SchemaValidator(Objects.requireNonNull(document, "document"));
  }

  public SpecDocument document() {
    return document;
  }

  /**
   * Checks one response body against the schema documented for its status.
   *
   * <p>The governing response is the exact status if documented, else its range ({@code 5XX}), else
   * {@code default}. The answer is empty when the body is valid, when the operation documents no
   * JSON body for that status (a 204, a 304), when the status is not documented at all (use {@link
   * Operation#documents} for that check), and for HEAD operations (a HEAD answer has no body).
   *
   * @param body the parsed response body; {@code null} or a missing node means "no body", which is
   *     a violation where a JSON body is documented
   * @return sorted {@code "location: message"} lines, such as {@code "$.metadata: required property
   *     'view-uuid' not found"}
   * @throws SpecDocumentException for an unknown operationId
   */
  public List<String> validate(String operationId, int status, JsonNode body) {
    Operation operation = document.operation(operationId);
    Optional<String> key = operation.documentedKey(status);
    if (key.isEmpty() || operation.method().equals("HEAD")) {
      return List.of();
    }
    Optional<JsonSchema> schema =
        compiled.computeIfAbsent(operationId + " " + key.get(), k -> compile(operation, key.get()));
    if (schema.isEmpty()) {
      return List.of();
    }
    if (body == null || body.isMissingNode()) {
      return List.of(
          "$: no body, but a JSON body is documented for " + operationId + " " + key.get());
    }
    return schema.get().validate(body).stream()
        .map(SchemaValidator::line)
        .distinct()
        .sorted()
        .toList();
  }

  /**
   * Checks a request body against the schema the operation documents for it, e.g. to tell a valid
   * request the kit sent from a deliberately broken one.
   *
   * @return sorted {@code "location: message"} lines; empty when the body is valid or the operation
   *     documents no JSON request body
   */
  public List<String> validateRequest(String operationId, JsonNode body) {
    Optional<JsonSchema> schema =
        compiled.computeIfAbsent(
            operationId + " request",
            key ->
                document.requestSchema(operationId).map(s -> compile(s, operationId, "request")));
    return schema
        .map(s -> s.validate(body).stream().map(SchemaValidator::line).distinct().sorted().toList())
        .orElse(List.of());
  }

  /**
   * Checks a JSON value against one component schema of the document, e.g. a request body the kit
   * sends against {@code CreateViewRequest}.
   *
   * @return sorted {@code "location: message"} lines; empty when the value is valid
   * @throws SpecDocumentException when the document has no such component schema
   */
  public List<String> validateComponent(String componentSchemaName, JsonNode value) {
    if (!components.path("schemas").has(componentSchemaName)) {
      throw new SpecDocumentException(
          document.resource() + " has no component schema " + componentSchemaName);
    }
    JsonSchema schema =
        componentSchemas.computeIfAbsent(
            componentSchemaName,
            name -> {
              ObjectNode root = JsonNodeFactory.instance.objectNode();
              root.put("$ref", "#/components/schemas/" + name);
              root.set("components", components);
              JsonSchema compiled =
                  factory.getSchema(
                      SchemaLocation.of("urn:catalogkit:openapi:component:" + name), root, config);
              compiled.initializeValidators();
              return compiled;
            });
    return schema.validate(value).stream().map(SchemaValidator::line).distinct().sorted().toList();
  }

  private Optional<JsonSchema> compile(Operation operation, String statusKey) {
    return document
        .responseSchema(operation.id(), statusKey)
        .map(schema -> compile(schema, operation.id(), statusKey));
  }

  private JsonSchema compile(JsonNode documented, String operationId, String part) {
    ObjectNode root;
    if (documented.isObject()) {
      root = ((ObjectNode) documented).deepCopy();
    } else {
      // a boolean schema (true/false) has no room for components; wrap it
      root = JsonNodeFactory.instance.objectNode();
      root.putArray("allOf").add(documented);
    }
    root.set("components", components);
    SchemaLocation location =
        SchemaLocation.of(
            "urn:catalogkit:openapi:" + operationId + ":" + part.toLowerCase(Locale.ROOT));
    try {
      JsonSchema schema = factory.getSchema(location, root, config);
      schema.initializeValidators();
      return schema;
    } catch (RuntimeException e) {
      throw new SpecDocumentException(
          document.resource()
              + ": the schema of "
              + operationId
              + " "
              + part
              + " does not compile: "
              + e.getMessage());
    }
  }

  private static String line(ValidationMessage message) {
    String location = message.getInstanceLocation().toString();
    String error = message.getError();
    return location + ": " + error;
  }
}
