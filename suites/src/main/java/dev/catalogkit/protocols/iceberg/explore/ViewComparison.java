package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.checks.View;
import dev.catalogkit.protocols.iceberg.explore.ModelView.Aspect;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Compares a view a server answered (a load, a replace) with the model's, aspect by aspect; then
 * the model learns the ids the server gave the versions it added.
 */
final class ViewComparison {

  private final ModelView model;
  private final Exchange answer;
  private final Function<Aspect, String> ruleOfAspect;
  private final Function<String, String> ruleOfKey;

  private ViewComparison(
      ModelView model,
      Exchange answer,
      Function<Aspect, String> ruleOfAspect,
      Function<String, String> ruleOfKey) {
    this.model = model;
    this.answer = answer;
    this.ruleOfAspect = ruleOfAspect;
    this.ruleOfKey = ruleOfKey;
  }

  /** A load: each disagreement breaks the requirement that vouched for that aspect last. */
  static void expectModel(ModelView model, Exchange loaded) {
    new ViewComparison(model, loaded, model::vouchedBy, model::vouchedFor).compare();
  }

  /**
   * An answer one rule promises whole, such as the LoadViewResult a replace answers (ICE-VRP-01):
   * each disagreement breaks that rule, but one of the version log, which breaks the rule that
   * promised the log (a should, ICE-VRP-14, after a change of the current version).
   */
  static void expectAnsweredBy(String rule, ModelView model, Exchange answer) {
    new ViewComparison(
            model,
            answer,
            aspect -> aspect == Aspect.LOG ? model.vouchedBy(Aspect.LOG) : rule,
            key -> rule)
        .compare();
  }

  private void compare() {
    View view = View.in(answer);
    same(ruleOfAspect.apply(Aspect.IDENTITY), "view-uuid", model.uuid, view.uuid());
    Map<Integer, String> versions = view.sqlByVersionId();
    model
        .versionIds()
        .forEach(
            (sql, id) -> {
              if (id != null) {
                same(ruleOfAspect.apply(Aspect.IDENTITY), "version " + id, sql, versions.get(id));
              } else if (!versions.containsValue(sql)) {
                throw new Disagreement(
                    ruleOfAspect.apply(Aspect.ADDED),
                    "a version with the SQL " + sql,
                    "versions " + versions,
                    answer);
              }
            });
    same(
        ruleOfAspect.apply(Aspect.ADDED),
        "the versions' SQL",
        new TreeSet<>(model.versionIds().keySet()),
        new TreeSet<>(versions.values()));
    same(
        ruleOfAspect.apply(Aspect.CURRENT),
        "the current version's SQL",
        model.current(),
        view.currentVersion().sql());
    Map<String, String> properties = view.propertiesSetByTheKit();
    model.properties().keySet().forEach(key -> sameProperty(key, properties));
    properties.keySet().forEach(key -> sameProperty(key, properties));
    versions.forEach((id, sql) -> model.learnId(sql, id));
    model
        .log()
        .ifPresent(
            log ->
                same(
                    ruleOfAspect.apply(Aspect.LOG),
                    "the version-log's version ids",
                    log.stream().map(sql -> model.versionIds().get(sql)).toList(),
                    view.versionLog()));
  }

  private void sameProperty(String key, Map<String, String> properties) {
    same(ruleOfKey.apply(key), "property " + key, model.properties().get(key), properties.get(key));
  }

  private void same(String rule, String what, Object expected, Object actual) {
    Predictions.same(rule, what, expected, actual, answer);
  }
}
