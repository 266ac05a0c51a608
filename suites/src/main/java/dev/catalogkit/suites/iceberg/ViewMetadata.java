package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.StreamSupport;

/** Reads the parts of view metadata the checks compare: versions, representations, schemas. */
final class ViewMetadata {

  private ViewMetadata() {}

  static JsonNode currentVersion(JsonNode metadata) {
    int current = metadata.path("current-version-id").asInt(Integer.MIN_VALUE);
    return versionWhere(metadata, version -> version.path("version-id").asInt() == current)
        .orElse(MissingNode.getInstance());
  }

  static Optional<JsonNode> versionWithSql(JsonNode metadata, String sql) {
    return versionWhere(metadata, version -> sql.equals(sqlOf(version)));
  }

  static String sqlOf(JsonNode version) {
    return version.at("/representations/0/sql").asText(null);
  }

  /** The id of the schema that has a field of this name, or null. */
  static Integer schemaIdWithField(JsonNode metadata, String field) {
    return StreamSupport.stream(metadata.path("schemas").spliterator(), false)
        .filter(
            schema ->
                StreamSupport.stream(schema.path("fields").spliterator(), false)
                    .anyMatch(f -> field.equals(f.path("name").asText())))
        .map(schema -> schema.path("schema-id").asInt())
        .findFirst()
        .orElse(null);
  }

  /**
   * What identifies a view and its content, for comparing two answers about the same view:
   * view-uuid, location, current-version-id, the current version's representations, default
   * namespace and schema-id, and the schemas. Left out: what a server may rewrite between answers
   * (timestamps, summaries, member order, metadata-location, config).
   */
  static Map<String, JsonNode> identity(JsonNode metadata) {
    JsonNode current = currentVersion(metadata);
    Map<String, JsonNode> identity = new LinkedHashMap<>();
    identity.put("view-uuid", metadata.path("view-uuid"));
    identity.put("location", metadata.path("location"));
    identity.put("current-version-id", metadata.path("current-version-id"));
    identity.put("current version representations", current.path("representations"));
    identity.put("current version default-namespace", current.path("default-namespace"));
    identity.put("current version schema-id", current.path("schema-id"));
    identity.put("schemas", metadata.path("schemas"));
    return identity;
  }

  private static Optional<JsonNode> versionWhere(
      JsonNode metadata, java.util.function.Predicate<JsonNode> test) {
    return StreamSupport.stream(metadata.path("versions").spliterator(), false)
        .filter(test)
        .findFirst();
  }
}
