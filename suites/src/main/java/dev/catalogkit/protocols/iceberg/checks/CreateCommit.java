package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import java.util.List;

/**
 * The commit of a create transaction, as a client sends it to {@code updateTable} after staging the
 * create ({@code stage-create: true}): the one requirement {@code assert-create}, and updates that
 * build the table from the staged metadata, in the order Iceberg's REST client sends them (UUID,
 * format version, schema, partition spec, sort order, each added then made current with -1 for "the
 * one added last", then location and properties).
 */
final class CreateCommit {

  private CreateCommit() {}

  /** The commit of the create staged under this name, whose answer carried {@code staged}. */
  static RequestBody of(List<String> namespace, String table, JsonNode staged) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    RenameBody.identifier(body.putObject("identifier"), namespace, table);
    body.putArray("requirements").addObject().put("type", "assert-create");
    ArrayNode updates = body.putArray("updates");
    update(updates, "assign-uuid").put("uuid", staged.path("table-uuid").asText());
    update(updates, "upgrade-format-version")
        .put("format-version", staged.path("format-version").asInt());
    update(updates, "add-schema")
        .put("last-column-id", staged.path("last-column-id").asInt())
        .set("schema", current(staged, "schemas", "schema-id", "current-schema-id"));
    update(updates, "set-current-schema").put("schema-id", -1);
    update(updates, "add-spec")
        .set("spec", current(staged, "partition-specs", "spec-id", "default-spec-id"));
    update(updates, "set-default-spec").put("spec-id", -1);
    update(updates, "add-sort-order")
        .set("sort-order", current(staged, "sort-orders", "order-id", "default-sort-order-id"));
    update(updates, "set-default-sort-order").put("sort-order-id", -1);
    update(updates, "set-location").put("location", staged.path("location").asText());
    update(updates, "set-properties").set("updates", properties(staged));
    return RequestBody.json(body, null);
  }

  /** Whether the staged metadata names everything the commit copies from it. */
  static boolean canCommit(JsonNode staged) {
    return staged.path("table-uuid").isTextual()
        && staged.path("location").isTextual()
        && current(staged, "schemas", "schema-id", "current-schema-id").isObject()
        && current(staged, "partition-specs", "spec-id", "default-spec-id").isObject()
        && current(staged, "sort-orders", "order-id", "default-sort-order-id").isObject();
  }

  private static ObjectNode update(ArrayNode updates, String action) {
    return updates.addObject().put("action", action);
  }

  /** The member of the list whose id the metadata names as current (or default). */
  private static JsonNode current(JsonNode staged, String list, String id, String currentId) {
    int wanted = staged.path(currentId).asInt();
    for (JsonNode member : staged.path(list)) {
      if (member.path(id).asInt() == wanted) {
        return member.deepCopy();
      }
    }
    return JsonNodeFactory.instance.nullNode();
  }

  private static ObjectNode properties(JsonNode staged) {
    JsonNode properties = staged.path("properties");
    return properties.isObject()
        ? ((ObjectNode) properties).deepCopy()
        : JsonNodeFactory.instance.objectNode();
  }
}
