package dev.catalogkit.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An OpenAPI document of the kit ({@code openapi/<name>.yaml} on the class path), checked by
 * swagger-parser and kept as its raw JSON tree, which is what schema validation reads.
 *
 * <p>Immutable after {@link #load}; safe to share between threads.
 */
public final class SpecDocument {

  private static final String SCHEMA_PREFIX = "#/components/schemas/";
  private static final String RESPONSE_PREFIX = "#/components/responses/";

  private final String resource;
  private final String title;
  private final String version;
  private final JsonNode tree;
  private final Map<String, Operation> operations;
  private final String sha256;

  private SpecDocument(
      String resource,
      String title,
      String version,
      JsonNode tree,
      Map<String, Operation> operations,
      String sha256) {
    this.resource = resource;
    this.sha256 = sha256;
    this.title = title;
    this.version = version;
    this.tree = tree;
    this.operations = Collections.unmodifiableMap(operations);
  }

  /**
   * Reads and checks a document from the class path, e.g. {@code "openapi/iceberg-rest.yaml"}.
   *
   * @throws SpecDocumentException when the resource is missing, swagger-parser reports any message,
   *     or an operation has no (or a duplicate) operationId
   */
  public static SpecDocument load(String resource) {
    String text = read(resource);
    ParseOptions options = new ParseOptions();
    options.setResolve(false);
    SwaggerParseResult result = new OpenAPIV3Parser().readContents(text, null, options);
    List<String> messages = result.getMessages() == null ? List.of() : result.getMessages();
    if (!messages.isEmpty()) {
      throw new SpecDocumentException(
          resource + " is not a valid OpenAPI document: " + String.join("; ", messages));
    }
    OpenAPI api = result.getOpenAPI();
    if (api == null || api.getInfo() == null || api.getPaths() == null) {
      throw new SpecDocumentException(resource + " has no info or no paths");
    }
    JsonNode tree;
    try {
      tree = new ObjectMapper(new YAMLFactory()).readTree(text);
    } catch (IOException e) {
      throw new SpecDocumentException(resource + " is not YAML: " + e.getMessage());
    }
    Map<String, Operation> operations = new LinkedHashMap<>();
    for (Map.Entry<String, PathItem> path : api.getPaths().entrySet()) {
      for (Map.Entry<PathItem.HttpMethod, io.swagger.v3.oas.models.Operation> entry :
          path.getValue().readOperationsMap().entrySet()) {
        io.swagger.v3.oas.models.Operation parsed = entry.getValue();
        String method = entry.getKey().name().toUpperCase(Locale.ROOT);
        if (parsed.getOperationId() == null) {
          throw new SpecDocumentException(
              resource + ": " + method + " " + path.getKey() + " has no operationId");
        }
        List<String> statuses =
            parsed.getResponses() == null
                ? List.of()
                : new ArrayList<>(parsed.getResponses().keySet());
        Operation operation =
            new Operation(parsed.getOperationId(), method, path.getKey(), statuses);
        if (operations.put(operation.id(), operation) != null) {
          throw new SpecDocumentException(resource + ": duplicate operationId " + operation.id());
        }
      }
    }
    return new SpecDocument(
        resource,
        api.getInfo().getTitle(),
        api.getInfo().getVersion(),
        tree,
        operations,
        Sha256.of(text.getBytes(StandardCharsets.UTF_8)));
  }

  private static String read(String resource) {
    try (InputStream in = SpecDocument.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new SpecDocumentException("spec document not found on the class path: " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    }
  }

  /** The class-path resource the document was read from. */
  public String resource() {
    return resource;
  }

  /** The SHA-256 of the document's text: any edit of a schema the kit validates with changes it. */
  public String sha256() {
    return sha256;
  }

  public String title() {
    return title;
  }

  public String version() {
    return version;
  }

  /**
   * @throws SpecDocumentException for an operationId the document does not have
   */
  public Operation operation(String operationId) {
    Operation operation = operations.get(operationId);
    if (operation == null) {
      throw new SpecDocumentException(resource + " has no operation " + operationId);
    }
    return operation;
  }

  /** Whether the document has this operation (the kit also sends a few it does not document). */
  public boolean hasOperation(String operationId) {
    return operations.containsKey(operationId);
  }

  /** Every operation, in document order. */
  public Collection<Operation> operations() {
    return operations.values();
  }

  /**
   * The required properties of a component schema, those inherited through {@code allOf} first, in
   * document order, without duplicates.
   *
   * @throws SpecDocumentException for an unknown schema name
   */
  public List<String> requiredProperties(String componentSchemaName) {
    Set<String> required = new LinkedHashSet<>();
    collectRequired(componentSchema(componentSchemaName), required, 0);
    return List.copyOf(required);
  }

  private void collectRequired(JsonNode schema, Set<String> into, int depth) {
    schema = resolve(schema, depth);
    for (JsonNode member : schema.path("allOf")) {
      collectRequired(member, into, depth + 1);
    }
    for (JsonNode name : schema.path("required")) {
      into.add(name.asText());
    }
  }

  /**
   * The {@code enum} values of one property of a component schema, in document order, looking at
   * the schema's own properties first and then at those it inherits through {@code allOf}.
   *
   * @throws SpecDocumentException for an unknown schema, or a property without an enum
   */
  public List<String> enumValues(String componentSchemaName, String property) {
    return findEnum(componentSchema(componentSchemaName), property, 0)
        .orElseThrow(
            () ->
                new SpecDocumentException(
                    resource + ": schema " + componentSchemaName + " has no enum for " + property));
  }

  private Optional<List<String>> findEnum(JsonNode schema, String property, int depth) {
    schema = resolve(schema, depth);
    JsonNode own = schema.path("properties").path(property);
    if (!own.isMissingNode()) {
      JsonNode values = resolve(own, depth + 1).path("enum");
      if (values.isArray()) {
        List<String> list = new ArrayList<>();
        values.forEach(v -> list.add(v.asText()));
        return Optional.of(List.copyOf(list));
      }
    }
    for (JsonNode member : schema.path("allOf")) {
      Optional<List<String>> found = findEnum(member, property, depth + 1);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  /**
   * A copy of the document's {@code components} object, for validators that resolve {@code
   * #/components/...} references against it.
   */
  public JsonNode components() {
    return tree.path("components").deepCopy();
  }

  /**
   * A copy of the JSON schema of the {@code application/json} body the document gives for one
   * response of an operation, {@code statusKey} as written ({@code "200"}, {@code "5XX"}); empty
   * when that response documents no JSON body (a 204, a HEAD answer, a 304).
   *
   * @throws SpecDocumentException for an unknown operation or a status key it does not document
   */
  public Optional<JsonNode> responseSchema(String operationId, String statusKey) {
    Operation operation = operation(operationId);
    if (!operation.documentedStatuses().contains(statusKey)) {
      throw new SpecDocumentException(
          resource + ": " + operationId + " documents no response " + statusKey);
    }
    JsonNode response = operationNode(operation).path("responses").path(statusKey);
    for (int depth = 0; response.has("$ref"); depth++) {
      String ref = response.get("$ref").asText();
      if (!ref.startsWith(RESPONSE_PREFIX) || depth > 8) {
        throw new SpecDocumentException(resource + ": unsupported response reference " + ref);
      }
      response =
          tree.path("components").path("responses").path(ref.substring(RESPONSE_PREFIX.length()));
      if (response.isMissingNode()) {
        throw new SpecDocumentException(resource + ": dangling response reference " + ref);
      }
    }
    Iterator<Map.Entry<String, JsonNode>> media = response.path("content").fields();
    while (media.hasNext()) {
      Map.Entry<String, JsonNode> entry = media.next();
      String type = entry.getKey().toLowerCase(Locale.ROOT);
      if ((type.startsWith("application/json") || type.endsWith("+json"))
          && entry.getValue().has("schema")) {
        return Optional.of(entry.getValue().get("schema").deepCopy());
      }
    }
    return Optional.empty();
  }

  /**
   * The JSON schema of the {@code application/json} request body an operation documents (through
   * {@code #/components/requestBodies} where it refers there); empty when it takes no JSON body.
   *
   * @throws SpecDocumentException for an unknown operation
   */
  public Optional<JsonNode> requestSchema(String operationId) {
    Operation operation = operation(operationId);
    JsonNode body = operationNode(operation).path("requestBody");
    if (body.has("$ref")) {
      String ref = body.get("$ref").asText();
      body = tree.at("/components/requestBodies/" + ref.substring(ref.lastIndexOf('/') + 1));
    }
    JsonNode schema = body.path("content").path("application/json").path("schema");
    return schema.isMissingNode() ? Optional.empty() : Optional.of(schema.deepCopy());
  }

  /**
   * The query parameters an operation documents, by name, each with its schema (references
   * followed), in document order.
   */
  public Map<String, JsonNode> queryParameters(String operationId) {
    Operation operation = operation(operationId);
    JsonNode parameters = operationNode(operation).path("parameters");
    Map<String, JsonNode> query = new LinkedHashMap<>();
    for (JsonNode parameter : parameters) {
      JsonNode resolved = parameter;
      if (parameter.has("$ref")) {
        String ref = parameter.get("$ref").asText();
        resolved = tree.at("/components/parameters/" + ref.substring(ref.lastIndexOf('/') + 1));
      }
      if ("query".equals(resolved.path("in").asText())) {
        query.put(resolved.path("name").asText(), resolve(resolved.path("schema"), 0));
      }
    }
    return query;
  }

  /** The operation's own node under {@code paths}. */
  private JsonNode operationNode(Operation operation) {
    return tree.path("paths")
        .path(operation.pathTemplate())
        .path(operation.method().toLowerCase(Locale.ROOT));
  }

  private JsonNode componentSchema(String name) {
    JsonNode schema = tree.path("components").path("schemas").path(name);
    if (schema.isMissingNode()) {
      throw new SpecDocumentException(resource + " has no component schema " + name);
    }
    return schema;
  }

  /** Follows {@code #/components/schemas/X} references; other nodes are returned as they are. */
  private JsonNode resolve(JsonNode schema, int depth) {
    if (depth > 32) {
      throw new SpecDocumentException(resource + ": schema references nest too deeply");
    }
    JsonNode ref = schema.path("$ref");
    if (!ref.isTextual()) {
      return schema;
    }
    if (!ref.asText().startsWith(SCHEMA_PREFIX)) {
      throw new SpecDocumentException(resource + ": unsupported schema reference " + ref.asText());
    }
    return resolve(componentSchema(ref.asText().substring(SCHEMA_PREFIX.length())), depth + 1);
  }

  /** The document as parsed, for the readers of this package. */
  JsonNode tree() {
    return tree;
  }

  @Override
  public String toString() {
    return title + " " + version + " (" + resource + ")";
  }
}
