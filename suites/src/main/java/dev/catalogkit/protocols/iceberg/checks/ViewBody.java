package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.client.RequestBody;
import java.util.List;
import java.util.stream.StreamSupport;

/**
 * A create-view request, from a fixture named by intent, changed only in the ways a check names:
 * the view's name and default namespace always, then its SQL or a single schema field. Each change
 * keeps the fixture's name in the evidence.
 */
public final class ViewBody {

  /** The view every check creates unless it names another fixture. */
  public static final String MINIMAL = "views/create.minimal.json";

  private final ObjectNode json;
  private final String fixture;

  private ViewBody(ObjectNode json, String fixture) {
    this.json = json;
    this.fixture = fixture;
  }

  /** The fixture, named and pointed at the namespace. */
  public static ViewBody from(String fixture, String name, List<String> namespace) {
    ObjectNode json = Fixtures.json(fixture);
    json.put("name", name);
    ArrayNode defaultNamespace =
        ((ObjectNode) json.path("view-version")).putArray("default-namespace");
    namespace.forEach(defaultNamespace::add);
    return new ViewBody(json, fixture);
  }

  /** The same view with the first representation's SQL replaced. */
  ViewBody withSql(String sql) {
    ObjectNode copy = json.deepCopy();
    ((ObjectNode) copy.at("/view-version/representations/0")).put("sql", sql);
    return new ViewBody(copy, fixture);
  }

  /** The same view with one more SQL representation in its version. */
  ViewBody withRepresentation(String sql, String dialect) {
    ObjectNode copy = json.deepCopy();
    ViewUpdate.addRepresentation(copy.path("view-version"), sql, dialect);
    return new ViewBody(copy, fixture + " (one more " + dialect + " representation)");
  }

  /** The same view with one more property. */
  ViewBody withProperty(String key, String value) {
    ObjectNode copy = json.deepCopy();
    copy.with("properties").put(key, value);
    return new ViewBody(copy, fixture + " (" + key + "=" + value + ")");
  }

  /** The same view, asking for this location. */
  ViewBody withLocation(String location) {
    ObjectNode copy = json.deepCopy();
    copy.put("location", location);
    return new ViewBody(copy, fixture + " (a requested location)");
  }

  /** The same view whose schema has only the named field of the fixture. */
  ViewBody withOnlyField(String field) {
    ObjectNode copy = json.deepCopy();
    JsonNode kept = fieldNamed(copy.path("schema"), field);
    ((ObjectNode) copy.path("schema")).putArray("fields").add(kept);
    return new ViewBody(copy, fixture + " (only " + field + ")");
  }

  /** A member of a schema field as sent. */
  JsonValue field(String name, String member) {
    return JsonValue.of(fieldNamed(json.path("schema"), name).path(member));
  }

  JsonValue representations() {
    return JsonValue.of(json.at("/view-version/representations"));
  }

  JsonValue defaultNamespace() {
    return JsonValue.of(json.at("/view-version/default-namespace"));
  }

  JsonValue defaultCatalog() {
    return JsonValue.of(json.at("/view-version/default-catalog"));
  }

  JsonValue property(String key) {
    return JsonValue.of(json.path("properties").path(key));
  }

  String name() {
    return json.path("name").asText();
  }

  public RequestBody request() {
    return RequestBody.json(json, fixture);
  }

  /** The names of the schema's fields in a fixture, for parameterised checks. */
  static List<String> fieldNames(String fixture) {
    return StreamSupport.stream(Fixtures.json(fixture).at("/schema/fields").spliterator(), false)
        .map(field -> field.path("name").asText())
        .toList();
  }

  private static JsonNode fieldNamed(JsonNode schema, String name) {
    return StreamSupport.stream(schema.path("fields").spliterator(), false)
        .filter(field -> name.equals(field.path("name").asText()))
        .findFirst()
        .orElse(MissingNode.getInstance());
  }
}
