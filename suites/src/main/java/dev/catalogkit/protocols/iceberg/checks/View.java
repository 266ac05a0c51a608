package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.StreamSupport;

/**
 * A view's metadata as a LoadViewResult carries it ({@code metadata}), read the way the checks
 * compare it: versions, representations, schemas, properties. An answer without metadata reads as
 * an empty view whose every value is absent.
 */
public final class View {

  /** The prefix of every property a check sets. */
  static final String KIT_PROPERTY_PREFIX = "kit.";

  private final JsonNode metadata;

  private View(JsonNode metadata) {
    this.metadata = metadata;
  }

  /** The view a create, load or replace answered. */
  public static View in(Exchange answer) {
    return new View(answer.at("/metadata"));
  }

  boolean present() {
    return metadata.isObject();
  }

  public String uuid() {
    return metadata.path("view-uuid").asText();
  }

  String location() {
    return metadata.path("location").asText();
  }

  int formatVersion() {
    return metadata.path("format-version").asInt();
  }

  public int currentVersionId() {
    return metadata.path("current-version-id").asInt(Integer.MIN_VALUE);
  }

  public Version currentVersion() {
    int current = currentVersionId();
    return versionWhere(version -> version.path("version-id").asInt() == current)
        .orElse(new Version(MissingNode.getInstance()));
  }

  Optional<Version> versionWithSql(String sql) {
    return versionWhere(version -> sql.equals(new Version(version).sql()));
  }

  /** The id of the schema that has a field of this name, or null. */
  Integer schemaIdWithField(String field) {
    return StreamSupport.stream(metadata.path("schemas").spliterator(), false)
        .filter(
            schema ->
                StreamSupport.stream(schema.path("fields").spliterator(), false)
                    .anyMatch(f -> field.equals(f.path("name").asText())))
        .map(schema -> schema.path("schema-id").asInt())
        .findFirst()
        .orElse(null);
  }

  /** A field of the first schema, by name; absent when there is none. */
  JsonValue fieldOfFirstSchema(String name, String member) {
    return StreamSupport.stream(metadata.at("/schemas/0/fields").spliterator(), false)
        .filter(field -> name.equals(field.path("name").asText()))
        .findFirst()
        .map(field -> JsonValue.of(field.path(member)))
        .orElse(JsonValue.of(null));
  }

  JsonValue property(String key) {
    return JsonValue.of(metadata.path("properties").path(key));
  }

  JsonValue properties() {
    return JsonValue.of(metadata.path("properties"));
  }

  JsonValue schemas() {
    return JsonValue.of(metadata.path("schemas"));
  }

  JsonValue versions() {
    return JsonValue.of(metadata.path("versions"));
  }

  /** The version with this id, every member of it; absent when there is none. */
  JsonValue version(int versionId) {
    return versionWhere(version -> version.path("version-id").asInt() == versionId)
        .map(version -> JsonValue.of(version.json))
        .orElse(JsonValue.of(null));
  }

  /**
   * The ids that name nothing: a current-version-id that is no version's, a version's schema-id
   * that is no schema's. Empty when every reference resolves.
   */
  List<String> unresolvedReferences() {
    Set<Integer> versionIds = idsOf("versions", "version-id");
    Set<Integer> schemaIds = idsOf("schemas", "schema-id");
    List<String> unresolved = new ArrayList<>();
    if (!versionIds.contains(currentVersionId())) {
      unresolved.add("current-version-id " + currentVersionId() + " names no version");
    }
    metadata
        .path("versions")
        .forEach(
            version -> {
              int schemaId = version.path("schema-id").asInt();
              if (!schemaIds.contains(schemaId)) {
                unresolved.add(
                    "version "
                        + version.path("version-id").asInt()
                        + "'s schema-id "
                        + schemaId
                        + " names no schema");
              }
            });
    return unresolved;
  }

  /**
   * The representations whose {@code type} is a string other than "sql", each as "version N: the
   * representation"; empty when there is none. A type that is missing or no string is the response
   * schema's to judge (ICE-RSP-01), as are {@code sql} and {@code dialect}.
   */
  List<String> representationsOfAnotherType() {
    List<String> wrong = new ArrayList<>();
    for (JsonNode version : metadata.path("versions")) {
      for (JsonNode representation : version.path("representations")) {
        JsonNode type = representation.path("type");
        if (type.isTextual() && !"sql".equals(type.textValue())) {
          wrong.add("version " + version.path("version-id").asInt() + ": " + representation);
        }
      }
    }
    return wrong;
  }

  /** The ids of the view's versions, as listed. */
  public List<Integer> versionIds() {
    return StreamSupport.stream(metadata.path("versions").spliterator(), false)
        .map(version -> version.path("version-id").asInt())
        .toList();
  }

  private Set<Integer> idsOf(String array, String member) {
    Set<Integer> ids = new HashSet<>();
    metadata.path(array).forEach(entry -> ids.add(entry.path(member).asInt()));
    return ids;
  }

  /** The version ids of the version-log, oldest first. */
  public List<Integer> versionLog() {
    return StreamSupport.stream(metadata.path("version-log").spliterator(), false)
        .map(entry -> entry.path("version-id").asInt())
        .toList();
  }

  /**
   * What the client set, for comparing two answers about the same view: view-uuid, location,
   * current-version-id, every version (id, schema-id, representations, default namespace and
   * catalog), the schemas, the version-log's ids and the kit's own properties. Left out: what a
   * server manages or may rewrite between answers (its own properties, timestamps, summaries,
   * member order, metadata-location, config).
   */
  Map<String, JsonValue> setByClient() {
    Map<String, JsonValue> set = new LinkedHashMap<>();
    set.put("view-uuid", JsonValue.of(metadata.path("view-uuid")));
    set.put("location", JsonValue.of(metadata.path("location")));
    set.put("current-version-id", JsonValue.of(metadata.path("current-version-id")));
    set.put("version ids", JsonValue.of(arrayOf(versionIds())));
    for (JsonNode version : metadata.path("versions")) {
      set.put("version " + version.path("version-id").asInt(), new Version(version).setByClient());
    }
    set.put("schemas", schemas());
    set.put("version-log version ids", JsonValue.of(arrayOf(versionLog())));
    set.put("the kit's properties", kitProperties());
    return set;
  }

  /** The properties the kit sends: its view fixtures' and those its checks set ({@code kit.}). */
  static boolean setByTheKit(String key) {
    return key.equals("comment") || key.startsWith(KIT_PROPERTY_PREFIX);
  }

  private static ArrayNode arrayOf(List<Integer> ids) {
    ArrayNode array = JsonNodeFactory.instance.arrayNode();
    ids.forEach(array::add);
    return array;
  }

  private JsonValue kitProperties() {
    ObjectNode kit = JsonNodeFactory.instance.objectNode();
    propertiesSetByTheKit().forEach(kit::put);
    return JsonValue.of(kit);
  }

  /** The properties the kit sends ({@link #setByTheKit}), as the view answers them. */
  public Map<String, String> propertiesSetByTheKit() {
    Map<String, String> kit = new TreeMap<>();
    metadata
        .path("properties")
        .fields()
        .forEachRemaining(
            property -> {
              if (setByTheKit(property.getKey())) {
                kit.put(property.getKey(), property.getValue().asText());
              }
            });
    return kit;
  }

  /** The SQL of each version's first representation, by version id. */
  public Map<Integer, String> sqlByVersionId() {
    Map<Integer, String> sql = new TreeMap<>();
    metadata
        .path("versions")
        .forEach(
            version -> sql.put(version.path("version-id").asInt(), new Version(version).sql()));
    return sql;
  }

  private Optional<Version> versionWhere(Predicate<JsonNode> test) {
    return StreamSupport.stream(metadata.path("versions").spliterator(), false)
        .filter(test)
        .findFirst()
        .map(Version::new);
  }

  /** One version of the view. */
  public static final class Version {
    private final JsonNode json;

    private Version(JsonNode json) {
      this.json = json;
    }

    public int versionId() {
      return json.path("version-id").asInt();
    }

    public int schemaId() {
      return json.path("schema-id").asInt();
    }

    /** The SQL of the first representation, or null. */
    public String sql() {
      return json.at("/representations/0/sql").asText(null);
    }

    JsonValue representations() {
      return JsonValue.of(json.path("representations"));
    }

    JsonValue defaultNamespace() {
      return JsonValue.of(json.path("default-namespace"));
    }

    JsonValue defaultCatalog() {
      return JsonValue.of(json.path("default-catalog"));
    }

    /** The members the client sent that a server keeps as sent (ids it may assign, once). */
    private JsonValue setByClient() {
      ObjectNode set = JsonNodeFactory.instance.objectNode();
      for (String member :
          List.of(
              "version-id",
              "schema-id",
              "representations",
              "default-namespace",
              "default-catalog")) {
        if (json.has(member)) {
          set.set(member, json.get(member));
        }
      }
      return JsonValue.of(set);
    }
  }
}
