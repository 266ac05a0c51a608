package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import java.util.List;

/**
 * One update of a replace-view commit, built from the typed request model the spec documents for
 * its action (or, for the table-only actions a view must refuse, read from its fixture, each a
 * valid instance of its own update schema). Each is sent in its plainest valid form.
 */
public final class ViewUpdate {

  /** The column every added schema carries, so a check can find that schema again. */
  static final String ADDED_COLUMN = "added_column";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final ObjectNode json;

  private ViewUpdate(ObjectNode json) {
    this.json = json;
  }

  private static ViewUpdate of(String action) {
    return new ViewUpdate(NODES.objectNode().put("action", action));
  }

  static ViewUpdate assignUuid(String uuid) {
    return new ViewUpdate(of("assign-uuid").json.put("uuid", uuid));
  }

  static ViewUpdate upgradeFormatVersion(int version) {
    return new ViewUpdate(of("upgrade-format-version").json.put("format-version", version));
  }

  /**
   * A schema of one string column {@value #ADDED_COLUMN}, complete with the deprecated
   * last-column-id, as every check sends it but the one judging that it may be left out.
   */
  static ViewUpdate addSchema() {
    ViewUpdate update = addSchemaWithoutLastColumnId();
    update.json.put("last-column-id", 1);
    return update;
  }

  /** The same schema without the deprecated last-column-id, which the server computes. */
  static ViewUpdate addSchemaWithoutLastColumnId() {
    ViewUpdate update = of("add-schema");
    ObjectNode schema = update.json.putObject("schema").put("type", "struct").put("schema-id", 1);
    schema
        .putArray("fields")
        .addObject()
        .put("id", 1)
        .put("name", ADDED_COLUMN)
        .put("type", "string")
        .put("required", false);
    return update;
  }

  static ViewUpdate setLocation(String location) {
    return new ViewUpdate(of("set-location").json.put("location", location));
  }

  public static ViewUpdate setProperty(String key, String value) {
    ViewUpdate update = of("set-properties");
    update.json.putObject("updates").put(key, value);
    return update;
  }

  public static ViewUpdate removeProperty(String key) {
    ViewUpdate update = of("remove-properties");
    update.json.putArray("removals").add(key);
    return update;
  }

  /**
   * A version with one Spark SQL representation, reading with the given schema (-1: last added).
   */
  static ViewUpdate addViewVersion(String sql, int schemaId, List<String> defaultNamespace) {
    return addViewVersion(sql, schemaId, defaultNamespace, 2);
  }

  /** A version sent with this id (the server may assign another, e.g. when the id is taken). */
  public static ViewUpdate addViewVersion(
      String sql, int schemaId, List<String> defaultNamespace, int versionId) {
    ViewUpdate update = of("add-view-version");
    ObjectNode version = update.json.putObject("view-version");
    version
        .put("version-id", versionId)
        .put("timestamp-ms", 1700000001000L)
        .put("schema-id", schemaId);
    version.putObject("summary").put("engine-name", "catalog-conformance-kit");
    version.putArray("representations");
    addRepresentation(version, sql, "spark");
    defaultNamespace.forEach(version.putArray("default-namespace")::add);
    return update;
  }

  /** The same add-view-version with one more SQL representation in its version. */
  ViewUpdate withRepresentation(String sql, String dialect) {
    ObjectNode copy = json.deepCopy();
    addRepresentation(copy.path("view-version"), sql, dialect);
    return new ViewUpdate(copy);
  }

  /** Appends a SQL representation to a view version's representations. */
  static void addRepresentation(JsonNode viewVersion, String sql, String dialect) {
    ((ArrayNode) viewVersion.path("representations"))
        .addObject()
        .put("type", "sql")
        .put("sql", sql)
        .put("dialect", dialect);
  }

  public static ViewUpdate setCurrentViewVersion(int versionId) {
    return new ViewUpdate(of("set-current-view-version").json.put("view-version-id", versionId));
  }

  /** A table-only action, as its fixture holds it. */
  static ViewUpdate tableOnly(String action) {
    return new ViewUpdate(Fixtures.json(tableOnlyFixture(action)));
  }

  static String tableOnlyFixture(String action) {
    return "updates/table-only/" + action + ".json";
  }

  String action() {
    return json.path("action").asText();
  }

  ObjectNode json() {
    return json.deepCopy();
  }
}
