package dev.catalogkit.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The negative cases an operation's documented request yields, read from the document and nothing
 * else: every {@code required} member of the body left out, every typed member given a value of
 * another JSON type, every {@code enum} or {@code const} given a value it does not list, the body
 * cut off so it is no JSON, and every numeric bound of a query parameter crossed. Each case names
 * the place of the document it comes from ({@code
 * CreateViewRequest.view-version.required[schema-id]}, {@code
 * CommitViewRequest.updates[0].action.enum}), so a report shows which sentence of the contract
 * produced it.
 */
public final class RequestCases {

  /** How deep into nested members the cases go: the body, its members and theirs. */
  private static final int MAX_DEPTH = 3;

  private static final String SCHEMA_PREFIX = "#/components/schemas/";

  /** A value no enum of the kit's documents lists. */
  public static final String UNKNOWN_VALUE = "catalog-kit-unknown-value";

  /** What is wrong with a case's request. */
  public enum Kind {
    MISSING_REQUIRED,
    WRONG_TYPE,
    UNKNOWN_ENUM,
    INVALID_JSON,
    BELOW_MINIMUM,
    ABOVE_MAXIMUM
  }

  /**
   * One way a request is wrong.
   *
   * @param operationId the operation whose request it is
   * @param location where in the document the rule comes from
   * @param path the body members down to the one changed (array items by index); for a query
   *     parameter, its name
   * @param value the value put there (a member left out, or the body cut off, has none)
   */
  public record Case(
      String operationId, Kind kind, String location, List<String> path, JsonNode value) {

    public Case {
      path = List.copyOf(path);
    }

    /** A query parameter's case, or one of the body. */
    public boolean isQuery() {
      return kind == Kind.BELOW_MINIMUM || kind == Kind.ABOVE_MAXIMUM;
    }

    /** Whether a valid body has what this case changes: every member above the changed one. */
    public boolean appliesTo(JsonNode validBody) {
      return kind == Kind.INVALID_JSON || (!isQuery() && parentIn(validBody).isPresent());
    }

    /**
     * A copy of the valid body, wrong in exactly this case's way.
     *
     * @throws IllegalStateException when the case does not apply to the body, or is no body case
     */
    public JsonNode applyTo(JsonNode validBody) {
      if (kind == Kind.INVALID_JSON || isQuery()) {
        throw new IllegalStateException(kind + " is not a change of the body's JSON");
      }
      JsonNode copy = validBody.deepCopy();
      JsonNode parent =
          parentIn(copy).orElseThrow(() -> new IllegalStateException(this + " does not apply"));
      String member = path.get(path.size() - 1);
      if (parent instanceof ObjectNode object) {
        if (kind == Kind.MISSING_REQUIRED) {
          object.remove(member);
        } else {
          object.set(member, value);
        }
      } else {
        ((ArrayNode) parent).set(Integer.parseInt(member), value);
      }
      return copy;
    }

    /** The text of a body cut off in its middle: no JSON at all. */
    public static String cutOff(String validBody) {
      return validBody.substring(0, validBody.length() / 2);
    }

    private Optional<JsonNode> parentIn(JsonNode body) {
      JsonNode node = body;
      for (String member : path.subList(0, path.size() - 1)) {
        node = node.isArray() ? node.path(Integer.parseInt(member)) : node.path(member);
      }
      return node.isObject() || node.isArray() ? Optional.of(node) : Optional.empty();
    }

    @Override
    public String toString() {
      return location;
    }
  }

  private final SpecDocument document;
  private final JsonNode tree;
  private final String operationId;
  private final List<Case> cases = new ArrayList<>();

  private RequestCases(SpecDocument document, String operationId) {
    this.document = document;
    this.tree = document.tree();
    this.operationId = operationId;
  }

  /**
   * Every case of the operation, in document order; empty when it takes neither body nor bounds.
   */
  public static List<Case> of(SpecDocument document, String operationId) {
    RequestCases generator = new RequestCases(document, operationId);
    generator.body();
    generator.query();
    return List.copyOf(generator.cases);
  }

  private void body() {
    Optional<JsonNode> schema = document.requestSchema(operationId);
    if (schema.isEmpty()) {
      return;
    }
    cases.add(
        new Case(operationId, Kind.INVALID_JSON, operationId + ".requestBody", List.of(), null));
    members(schema.get(), nameOf(schema.get(), operationId + ".requestBody"), List.of(), 0);
  }

  private void members(JsonNode schema, String location, List<String> path, int depth) {
    Shape shape = shape(schema);
    for (String required : shape.required) {
      add(Kind.MISSING_REQUIRED, location + ".required[" + required + "]", path, required, null);
    }
    shape.properties.forEach(
        (name, property) -> {
          JsonNode resolved = resolve(property);
          wrongType(resolved)
              .ifPresent(
                  wrong ->
                      add(Kind.WRONG_TYPE, location + "." + name + ".type", path, name, wrong));
          if (resolved.path("enum").isArray() || resolved.has("const")) {
            add(
                Kind.UNKNOWN_ENUM,
                location + "." + name + ".enum",
                path,
                name,
                TextNode.valueOf(UNKNOWN_VALUE));
          }
          if (depth + 1 < MAX_DEPTH) {
            nested(resolved, location + "." + name, append(path, name), depth + 1);
          }
        });
  }

  /** Into an object member, or the first item of an array member. */
  private void nested(JsonNode schema, String location, List<String> path, int depth) {
    if ("array".equals(schema.path("type").asText()) && schema.has("items")) {
      members(resolve(schema.get("items")), location + "[0]", append(path, "0"), depth);
    } else if (!shape(schema).isEmpty()) {
      members(schema, location, path, depth);
    }
  }

  private void query() {
    document
        .queryParameters(operationId)
        .forEach(
            (name, schema) -> {
              String location = operationId + ".parameters." + name;
              if (schema.path("minimum").isNumber()) {
                cases.add(
                    new Case(
                        operationId,
                        Kind.BELOW_MINIMUM,
                        location + ".minimum",
                        List.of(name),
                        IntNode.valueOf(schema.get("minimum").asInt() - 1)));
              }
              if (schema.path("maximum").isNumber()) {
                cases.add(
                    new Case(
                        operationId,
                        Kind.ABOVE_MAXIMUM,
                        location + ".maximum",
                        List.of(name),
                        IntNode.valueOf(schema.get("maximum").asInt() + 1)));
              }
            });
  }

  private void add(Kind kind, String location, List<String> path, String member, JsonNode value) {
    cases.add(new Case(operationId, kind, location, append(path, member), value));
  }

  /** A value of another JSON type than the schema's one declared type. */
  private static Optional<JsonNode> wrongType(JsonNode schema) {
    return switch (schema.path("type").asText()) {
      case "string" -> Optional.of(IntNode.valueOf(7));
      case "integer", "object", "array" ->
          Optional.of(TextNode.valueOf("not an " + schema.path("type").asText()));
      case "number", "boolean" ->
          Optional.of(TextNode.valueOf("not a " + schema.path("type").asText()));
      default -> Optional.empty();
    };
  }

  /**
   * The required members and properties of an object schema, {@code allOf} merged. Of an {@code
   * anyOf} or {@code oneOf}, what every branch shares: the members all of them require, and the
   * members each branch pins to listed values (an update's {@code action}).
   */
  private Shape shape(JsonNode schema) {
    JsonNode resolved = resolve(schema);
    JsonNode branches = resolved.has("anyOf") ? resolved.get("anyOf") : resolved.path("oneOf");
    if (branches.isArray() && !branches.isEmpty()) {
      return common(branches);
    }
    Shape shape = new Shape();
    collect(resolved, shape, 0);
    return shape;
  }

  private Shape common(JsonNode branches) {
    List<Shape> shapes = new ArrayList<>();
    branches.forEach(branch -> shapes.add(shape(branch)));
    Shape common = new Shape();
    common.required.addAll(shapes.get(0).required);
    shapes.forEach(shape -> common.required.retainAll(shape.required));
    shapes
        .get(0)
        .properties
        .forEach(
            (name, property) -> {
              boolean pinnedEverywhere =
                  shapes.stream()
                      .map(shape -> shape.properties.get(name))
                      .allMatch(
                          p -> p != null && (resolve(p).has("enum") || resolve(p).has("const")));
              if (pinnedEverywhere) {
                common.properties.put(name, property);
              }
            });
    return common;
  }

  private void collect(JsonNode schema, Shape into, int depth) {
    if (depth > 8) {
      throw new SpecDocumentException(document.resource() + ": allOf nests too deeply");
    }
    for (JsonNode member : schema.path("allOf")) {
      collect(resolve(member), into, depth + 1);
    }
    schema.path("required").forEach(name -> into.required.add(name.asText()));
    Iterator<Map.Entry<String, JsonNode>> properties = schema.path("properties").fields();
    while (properties.hasNext()) {
      Map.Entry<String, JsonNode> property = properties.next();
      into.properties.putIfAbsent(property.getKey(), property.getValue());
    }
  }

  private JsonNode resolve(JsonNode schema) {
    JsonNode node = schema;
    for (int depth = 0; node.path("$ref").isTextual(); depth++) {
      String ref = node.get("$ref").asText();
      if (!ref.startsWith(SCHEMA_PREFIX) || depth > 16) {
        throw new SpecDocumentException(document.resource() + ": unsupported reference " + ref);
      }
      node = tree.path("components").path("schemas").path(ref.substring(SCHEMA_PREFIX.length()));
    }
    return node;
  }

  /** A referenced schema is named after its component; an inline one after where it sits. */
  private static String nameOf(JsonNode schema, String where) {
    JsonNode ref = schema.path("$ref");
    return ref.isTextual() && ref.asText().startsWith(SCHEMA_PREFIX)
        ? ref.asText().substring(SCHEMA_PREFIX.length())
        : where;
  }

  private static List<String> append(List<String> path, String member) {
    List<String> longer = new ArrayList<>(path);
    longer.add(member);
    return longer;
  }

  /** An object schema's members, as the cases need them. */
  private static final class Shape {
    private final Set<String> required = new LinkedHashSet<>();
    private final Map<String, JsonNode> properties = new LinkedHashMap<>();

    boolean isEmpty() {
      return required.isEmpty() && properties.isEmpty();
    }
  }
}
