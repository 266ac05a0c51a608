package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.checks.View;
import dev.catalogkit.protocols.iceberg.explore.ModelView.Aspect;
import java.util.Map;
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
    Predictions.same(
        model.vouchedBy(Aspect.IDENTITY), "view-uuid", model.uuid, view.uuid(), answer);
    Map<Integer, String> versions = view.sqlByVersionId();
    model
        .versionIds()
        .forEach(
            (sql, id) -> {
              if (id != null) {
                Predictions.same(
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
    Predictions.same(
        model.vouchedBy(Aspect.ADDED),
        "the versions' SQL",
        new TreeSet<>(model.versionIds().keySet()),
        new TreeSet<>(versions.values()),
        answer);
    Predictions.same(
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
    Predictions.same(
        model.vouchedFor(key),
        "property " + key,
        model.properties().get(key),
        properties.get(key),
        answer);
  }
}
