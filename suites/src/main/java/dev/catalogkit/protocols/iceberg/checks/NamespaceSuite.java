package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Namespaces themselves, which every view check stands on: a second create, a missing namespace,
 * properties on create, and POST .../properties where the server offers it.
 */
@ConformanceSuite
@RequiresOperation({"createNamespace", "loadNamespaceMetadata"})
class NamespaceSuite {

  private static final Map<String, String> SENT =
      Map.of("kit.owner", "catalog-conformance-kit", "kit.purpose", "properties");

  private final IcebergSteps steps;

  NamespaceSuite(Check check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-NS-11")
  void creatingAnExistingNamespaceAnswers409AndKeepsItsProperties() {
    List<String> namespace = createdWith("taken", Map.of("kit.owner", "first"));
    JsonNode before = propertiesOf(namespace);
    Exchange again = steps.client().createNamespace(namespace, Map.of("kit.owner", "second"));
    Expect.status(again, 409);
    steps.expectErrorType(again, "AlreadyExistsException");
    Expect.equal("properties", before, propertiesOf(namespace), again);
  }

  @Test
  @Verifies("ICE-NS-12")
  void aMissingNamespaceAnswers404ToGetAndHead() {
    List<String> missing = steps.run().names().missingNamespace();
    Exchange loaded = steps.client().loadNamespace(missing);
    Expect.status(loaded, 404);
    steps.expectErrorType(loaded, "NoSuchNamespaceException");
    if (steps.offers("namespaceExists")) {
      Expect.status(steps.client().namespaceExists(missing), 404);
    }
  }

  @Test
  @Verifies("ICE-NS-13")
  void thePropertiesSentOnCreateComeBackOnLoad() {
    List<String> namespace = createdWith("described", SENT);
    Exchange loaded = steps.client().loadNamespace(namespace);
    Precondition.require(loaded, 200, "load the namespace " + namespace);
    // in key order, so that the first key found wrong is the same in every run
    new TreeMap<>(SENT)
        .forEach(
            (key, value) ->
                Expect.equal("properties." + key, value, property(loaded, key), loaded));
  }

  @Test
  @Verifies("ICE-NS-14")
  @RequiresOperation("updateProperties")
  void aPropertyUpdateChangesExactlyTheKeysItNames() {
    List<String> namespace =
        createdWith("updated", Map.of("kit.kept", "1", "kit.changed", "2", "kit.removed", "3"));
    Exchange updated =
        steps
            .client()
            .updateProperties(
                namespace,
                Map.of("kit.changed", "20", "kit.added", "4"),
                List.of("kit.removed", "kit.absent"));
    if (updated.hasStatus(406)) {
      throw new NotApplicable(
          "the server declines namespace properties with 406, which the spec allows");
    }
    Expect.status(updated, 200);
    Expect.that(
        names(updated, "/updated").containsAll(List.of("kit.added", "kit.changed")),
        "updated names kit.added and kit.changed",
        "updated is " + names(updated, "/updated"),
        updated);
    Expect.that(
        names(updated, "/removed").contains("kit.removed"),
        "removed names kit.removed",
        "removed is " + names(updated, "/removed"),
        updated);
    Exchange loaded = steps.client().loadNamespace(namespace);
    Precondition.require(loaded, 200, "load the namespace " + namespace);
    Map<String, String> expected =
        Map.of("kit.kept", "1", "kit.changed", "20", "kit.added", "4", "kit.removed", "");
    new TreeMap<>(expected)
        .forEach(
            (key, value) ->
                Expect.equal(
                    "properties." + key,
                    value.isEmpty() ? null : value,
                    property(loaded, key),
                    updated,
                    loaded));
  }

  @Test
  @Verifies("ICE-NS-15")
  @RequiresOperation("updateProperties")
  void aPropertyUpdateOfAMissingNamespaceAnswers404() {
    Exchange updated =
        steps
            .client()
            .updateProperties(
                steps.run().names().missingNamespace(), Map.of("kit.k", "v"), List.of());
    Expect.status(updated, 404);
    steps.expectErrorType(updated, "NoSuchNamespaceException");
  }

  private List<String> createdWith(String purpose, Map<String, String> properties) {
    List<String> namespace = steps.run().names().siblingNamespace(purpose);
    Precondition.require(
        steps.client().createNamespace(namespace, properties),
        200,
        "create the namespace " + namespace);
    return namespace;
  }

  /** The properties object a load answers; the check stops if the load fails. */
  private JsonNode propertiesOf(List<String> namespace) {
    Exchange loaded = steps.client().loadNamespace(namespace);
    Precondition.require(loaded, 200, "load the namespace " + namespace);
    return loaded.at("/properties");
  }

  private static String property(Exchange loaded, String key) {
    return loaded.at("/properties").path(key).asText(null);
  }

  private static List<String> names(Exchange answer, String pointer) {
    List<String> names = new ArrayList<>();
    answer.at(pointer).forEach(name -> names.add(name.asText()));
    return names;
  }
}
