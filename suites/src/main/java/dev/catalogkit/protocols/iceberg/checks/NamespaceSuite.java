package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.JsonValue;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
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

  private final IcebergSteps steps;

  NamespaceSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-NS-11")
  void creatingAnExistingNamespaceAnswers409AndKeepsItsProperties() {
    List<String> namespace = createdWith("taken", Map.of("kit.owner", "first"));
    JsonValue before = loaded(namespace).properties();
    Exchange again = steps.client().createNamespace(namespace, Map.of("kit.owner", "second"));
    steps.expectNameTaken(again);
    Expect.equal("properties", before, loaded(namespace).properties(), again);
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
    // in key order, so that the first key found wrong is the same in every run
    Map<String, String> sent =
        new TreeMap<>(Map.of("kit.owner", "catalog-conformance-kit", "kit.purpose", "properties"));
    NamespaceAnswer loaded = loaded(createdWith("described", sent));
    sent.forEach((key, value) -> Expect.equal("properties." + key, value, loaded.property(key)));
  }

  /**
   * The keys are compared with what the namespace held before the update, so that a server that
   * lost properties on create (ICE-NS-13's) is not blamed here.
   */
  @Test
  @Verifies("ICE-NS-14")
  @RequiresOperation("updateProperties")
  void aPropertyUpdateChangesExactlyTheKeysItNames() {
    List<String> namespace =
        createdWith("updated", Map.of("kit.kept", "1", "kit.changed", "2", "kit.removed", "3"));
    NamespaceAnswer before = loaded(namespace);
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
    NamespaceAnswer answer = NamespaceAnswer.of(updated);
    Expect.that(
        answer.keys("updated").containsAll(List.of("kit.added", "kit.changed")),
        "updated names kit.added and kit.changed",
        "updated is " + answer.keys("updated"),
        updated);
    NamespaceAnswer after = loaded(namespace);
    Map<String, String> expected = new TreeMap<>();
    expected.put("kit.added", "4");
    expected.put("kit.changed", "20");
    expected.put("kit.kept", before.property("kit.kept"));
    expected.put("kit.removed", null);
    expected.forEach(
        (key, value) -> Expect.equal("properties." + key, value, after.property(key), updated));
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

  /** The namespace as it loads now; the check stops if the load fails. */
  private NamespaceAnswer loaded(List<String> namespace) {
    Exchange loaded = steps.client().loadNamespace(namespace);
    Precondition.require(loaded, 200, "load the namespace " + namespace);
    return NamespaceAnswer.of(loaded);
  }
}
