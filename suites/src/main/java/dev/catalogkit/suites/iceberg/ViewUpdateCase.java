package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.suites.iceberg.IcebergSteps.CreatedView;
import java.util.Arrays;
import java.util.Optional;

/**
 * One case per view update action of the spec's {@code action} enum: the replace that applies it,
 * and what a later load must show. Actions without a case here are table-only (see the fixtures).
 */
enum ViewUpdateCase {
  ASSIGN_UUID("assign-uuid") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      JsonNode after = applyAndLoad(steps, view, update("assign-uuid").put("uuid", view.uuid()));
      Expect.equal("view-uuid", view.uuid(), after.path("view-uuid").asText());
    }
  },
  UPGRADE_FORMAT_VERSION("upgrade-format-version") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      JsonNode after =
          applyAndLoad(steps, view, update("upgrade-format-version").put("format-version", 1));
      Expect.equal("format-version", 1, after.path("format-version").asInt());
    }
  },
  ADD_SCHEMA("add-schema") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      JsonNode after = applyAndLoad(steps, view, addSchema());
      Expect.that(
          ViewMetadata.schemaIdWithField(after, ADDED_COLUMN) != null,
          "a schema with the added field " + ADDED_COLUMN,
          "schemas " + after.path("schemas"));
    }
  },
  SET_LOCATION("set-location") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      String moved = view.metadata().path("location").asText() + "/moved";
      JsonNode after = applyAndLoad(steps, view, update("set-location").put("location", moved));
      Expect.equal("location", moved, after.path("location").asText());
    }
  },
  SET_PROPERTIES("set-properties") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      JsonNode after = applyAndLoad(steps, view, setProperty("kit.set", "yes"));
      Expect.equal("properties.kit.set", "yes", after.at("/properties/kit.set").asText(null));
    }
  },
  REMOVE_PROPERTIES("remove-properties") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      ObjectNode update = update("remove-properties");
      update.putArray("removals").add("comment");
      JsonNode after = applyAndLoad(steps, view, update);
      Expect.that(
          after.at("/properties/comment").isMissingNode(),
          "no property \"comment\"",
          "properties " + after.path("properties"));
    }
  },
  ADD_VIEW_VERSION("add-view-version") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      String sql = "SELECT 2 AS event_count";
      JsonNode after = applyAndLoad(steps, view, addViewVersion(steps, sql, 0));
      Expect.that(
          ViewMetadata.versionWithSql(after, sql).isPresent(),
          "a version with the SQL " + sql,
          "versions " + after.path("versions"));
    }
  },
  SET_CURRENT_VIEW_VERSION("set-current-view-version") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      String sql = "SELECT 3 AS event_count";
      JsonNode added = replaceAndLoad(steps, view, addViewVersion(steps, sql, 0));
      Optional<JsonNode> version = ViewMetadata.versionWithSql(added, sql);
      Precondition.require(version.isPresent(), "add a view version to switch to");
      int versionId = version.get().path("version-id").asInt();
      JsonNode after =
          applyAndLoad(
              steps, view, update("set-current-view-version").put("view-version-id", versionId));
      Expect.equal("current-version-id", versionId, after.path("current-version-id").asInt());
    }
  };

  static final String ADDED_COLUMN = "added_column";
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final String action;

  ViewUpdateCase(String action) {
    this.action = action;
  }

  String action() {
    return action;
  }

  abstract void applyAndVerify(IcebergSteps steps, CreatedView view);

  static Optional<ViewUpdateCase> forAction(String action) {
    return Arrays.stream(values()).filter(c -> c.action.equals(action)).findFirst();
  }

  /**
   * Applies the update under test (guarded by the view's UUID) and loads the view again. The
   * replace is what the check is about, so a server that rejects it fails the check.
   */
  static JsonNode applyAndLoad(IcebergSteps steps, CreatedView view, JsonNode update) {
    Expect.succeeded(replace(steps, view, update));
    return steps.loadedMetadata(view.name());
  }

  /** Applies an update a check needs before the one it is about; a rejection is a precondition. */
  static JsonNode replaceAndLoad(IcebergSteps steps, CreatedView view, JsonNode update) {
    Precondition.require(
        replace(steps, view, update),
        200,
        "replace the view with " + update.path("action").asText());
    return steps.loadedMetadata(view.name());
  }

  private static Exchange replace(IcebergSteps steps, CreatedView view, JsonNode update) {
    return steps.replace(
        view.name(), IcebergSteps.assertViewUuid(view.uuid()), IcebergSteps.updates(update));
  }

  static ObjectNode update(String action) {
    return NODES.objectNode().put("action", action);
  }

  static ObjectNode setProperty(String key, String value) {
    ObjectNode update = update("set-properties");
    update.putObject("updates").put(key, value);
    return update;
  }

  static ObjectNode addSchema() {
    ObjectNode update = update("add-schema");
    ObjectNode schema = update.putObject("schema").put("type", "struct").put("schema-id", 1);
    schema
        .putArray("fields")
        .addObject()
        .put("id", 1)
        .put("name", ADDED_COLUMN)
        .put("type", "string")
        .put("required", false);
    return update;
  }

  static ObjectNode addViewVersion(IcebergSteps steps, String sql, int schemaId) {
    ObjectNode update = update("add-view-version");
    ObjectNode version = update.putObject("view-version");
    version.put("version-id", 2).put("timestamp-ms", 1700000001000L).put("schema-id", schemaId);
    version.putObject("summary").put("engine-name", "catalog-conformance-kit");
    version
        .putArray("representations")
        .addObject()
        .put("type", "sql")
        .put("sql", sql)
        .put("dialect", "spark");
    steps.namespace().forEach(version.putArray("default-namespace")::add);
    return update;
  }
}
