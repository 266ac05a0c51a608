package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.checks.View;
import dev.catalogkit.protocols.iceberg.explore.ModelView.Aspect;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Compares a view a server answered (a load, a replace) with the model's, aspect by aspect, each
 * disagreement tagged with the requirement that vouched for that aspect last; then the model learns
 * the ids the server gave the versions it added.
 */
final class ViewComparison {

  private ViewComparison() {}

  static void expectModel(ModelView model, Exchange answer) {
    View view = View.in(answer);
    same(model.vouchedBy(Aspect.IDENTITY), "view-uuid", model.uuid, view.uuid(), answer);
    Map<Integer, String> versions = view.sqlByVersionId();
    model
        .versionIds()
        .forEach(
            (sql, id) -> {
              if (id != null) {
                same(
                    model.vouchedBy(Aspect.IDENTITY),
                    "version " + id,
                    sql,
                    versions.get(id),
                    answer);
              } else if (!versions.containsValue(sql)) {
                throw new Disagreement(
                    model.vouchedBy(Aspect.ADDED),
                    "a version with the SQL " + sql,
                    "versions " + versions,
                    answer);
              }
            });
    same(
        model.vouchedBy(Aspect.ADDED),
        "the versions' SQL",
        new TreeSet<>(model.versionIds().keySet()),
        new TreeSet<>(versions.values()),
        answer);
    same(
        model.vouchedBy(Aspect.CURRENT),
        "the current version's SQL",
        model.current(),
        view.currentVersion().sql(),
        answer);
    Map<String, String> properties = view.propertiesSetByTheKit();
    model.properties().keySet().forEach(key -> sameProperty(model, key, properties, answer));
    properties.keySet().forEach(key -> sameProperty(model, key, properties, answer));
    versions.forEach((id, sql) -> model.learnId(sql, id));
  }

  private static void sameProperty(
      ModelView model, String key, Map<String, String> properties, Exchange answer) {
    same(
        model.vouchedFor(key),
        "property " + key,
        model.properties().get(key),
        properties.get(key),
        answer);
  }

  private static void same(
      String requirementId, String what, Object expected, Object actual, Exchange answer) {
    if (!Objects.equals(expected, actual)) {
      throw new Disagreement(
          requirementId, what + " = " + show(expected), what + " = " + show(actual), answer);
    }
  }

  private static String show(Object value) {
    return value == null ? "(none)" : value.toString();
  }
}
