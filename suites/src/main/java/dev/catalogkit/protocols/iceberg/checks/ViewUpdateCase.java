package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
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
      // "should only be done when creating": an existing view may take its own UUID or decline it
      Exchange assigned = replace(steps, view, ViewUpdate.assignUuid(view.uuid()));
      Expect.statusMatches(
          assigned,
          status -> status / 100 == 2 || status / 100 == 4,
          "2xx (taken), or 4xx (declined on an existing view)");
      Expect.equal("view-uuid", view.uuid(), steps.views().loaded(view.name()).uuid(), assigned);
    }
  },
  UPGRADE_FORMAT_VERSION("upgrade-format-version") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      View after = applyAndLoad(steps, view, ViewUpdate.upgradeFormatVersion(1));
      Expect.equal("format-version", 1, after.formatVersion());
    }
  },
  ADD_SCHEMA("add-schema") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      View after = applyAndLoad(steps, view, ViewUpdate.addSchemaWithoutLastColumnId());
      Expect.that(
          after.schemaIdWithField(ViewUpdate.ADDED_COLUMN) != null,
          "a schema with the added field " + ViewUpdate.ADDED_COLUMN,
          "schemas " + after.schemas());
    }
  },
  SET_LOCATION("set-location") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      String moved = view.view().location() + "/moved";
      View after = applyAndLoad(steps, view, ViewUpdate.setLocation(moved));
      Expect.equal("location", moved, after.location());
    }
  },
  SET_PROPERTIES("set-properties") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      View after = applyAndLoad(steps, view, ViewUpdate.setProperty("kit.set", "yes"));
      Expect.equal("properties.kit.set", "yes", after.property("kit.set").text());
    }
  },
  REMOVE_PROPERTIES("remove-properties") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      View after = applyAndLoad(steps, view, ViewUpdate.removeProperty("comment"));
      Expect.that(
          !after.property("comment").isPresent(),
          "no property \"comment\"",
          "properties " + after.properties());
    }
  },
  ADD_VIEW_VERSION("add-view-version") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      String sql = "SELECT 2 AS event_count";
      View after =
          applyAndLoad(
              steps, view, ViewUpdate.addViewVersion(sql, view.schemaId(), steps.namespace()));
      Expect.that(
          after.versionWithSql(sql).isPresent(),
          "a version with the SQL " + sql,
          "versions " + after.versions());
    }
  },
  SET_CURRENT_VIEW_VERSION("set-current-view-version") {
    @Override
    void applyAndVerify(IcebergSteps steps, CreatedView view) {
      String sql = "SELECT 3 AS event_count";
      View added =
          replaceAndLoad(
              steps, view, ViewUpdate.addViewVersion(sql, view.schemaId(), steps.namespace()));
      Optional<View.Version> version = added.versionWithSql(sql);
      Precondition.require(version.isPresent(), "add a view version to switch to");
      int versionId = version.get().versionId();
      View after = applyAndLoad(steps, view, ViewUpdate.setCurrentViewVersion(versionId));
      Expect.equal("current-version-id", versionId, after.currentVersionId());
    }
  };

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
  static View applyAndLoad(IcebergSteps steps, CreatedView view, ViewUpdate update) {
    Expect.succeeded(replace(steps, view, update));
    return steps.views().loaded(view.name());
  }

  /** Applies an update a check needs before the one it is about; a rejection is a precondition. */
  static View replaceAndLoad(IcebergSteps steps, CreatedView view, ViewUpdate update) {
    Precondition.require(
        replace(steps, view, update), 200, "replace the view with " + update.action());
    return steps.views().loaded(view.name());
  }

  private static Exchange replace(IcebergSteps steps, CreatedView view, ViewUpdate update) {
    return steps.views().replaceGuarded(view, update);
  }
}
