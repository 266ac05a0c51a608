package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** DELETE /v1/{prefix}/namespaces/{namespace}: only an empty namespace is dropped. */
@ConformanceSuite
@RequiresOperation({"createNamespace", "loadNamespaceMetadata", "dropNamespace"})
class NamespaceDropSuite {

  /** What a namespace holds when the drop is tried. */
  enum Content {
    A_VIEW(false, true),
    A_TABLE_AND_A_VIEW(true, true),
    A_TABLE(true, false);

    final boolean table;
    final boolean view;

    Content(boolean table, boolean view) {
      this.table = table;
      this.view = view;
    }
  }

  private final IcebergSteps steps;

  NamespaceDropSuite(Check check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Content.class)
  @Verifies("ICE-NS-08")
  void droppingANamespaceThatHoldsAViewOrATableAnswers409AndDropsNothing(Content content) {
    List<String> namespace = steps.createdContainer("full");
    String name = steps.newName("held");
    if (content.table) {
      steps.requireOffered("createTable");
      steps.createdTable(namespace, name + "_table");
    }
    if (content.view) {
      steps.requireOffered("createView");
      Precondition.require(steps.createViewIn(namespace, name), 200, "create the view " + name);
    }
    Exchange dropped = steps.client().dropNamespace(namespace);
    Expect.status(dropped, 409);
    steps.expectErrorType(dropped, "NamespaceNotEmptyException");
    Expect.status(steps.client().loadNamespace(namespace), 200);
    if (content.view) {
      Expect.status(steps.client().loadView(namespace, name), 200);
    }
  }

  @Test
  @Verifies("ICE-NS-09")
  void droppingAnEmptyNamespaceAnswers204AndItIsGone() {
    List<String> namespace = steps.createdContainer("emptied");
    Exchange dropped = steps.client().dropNamespace(namespace);
    Expect.status(dropped, 204);
    Exchange loaded = steps.client().loadNamespace(namespace);
    Expect.that(
        !loaded.succeeded(),
        "the dropped namespace no longer loads",
        "it loads: " + loaded.summary(),
        loaded);
  }

  @Test
  @Verifies("ICE-NS-10")
  void droppingAMissingNamespaceAnswers404() {
    Exchange dropped = steps.client().dropNamespace(steps.run().names().missingNamespace());
    Expect.status(dropped, 404);
    steps.expectErrorType(dropped, "NoSuchNamespaceException");
  }
}
