package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.PathSegment;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Loads reached through views (ICE-VLD-11): the {@code referenced-by} chain of the public Iceberg
 * OpenAPI document. Each chain is well formed and names views the check made, and the load is
 * compared with the same load without it, so a defect of the plain load stays ICE-VLD-01's.
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView"})
class ReferencedBySuite {

  /** How a chain is written; each is a case of its own in the report. */
  enum Chain {
    ONE_VIEW("one view, joined with %1F"),
    TWO_VIEWS("two views, outermost first"),
    IN_A_NESTED_NAMESPACE("one view in a two-level namespace"),
    ADVERTISED_SEPARATOR("one view, joined with the advertised separator"),
    COMMA_IN_A_NAME("a view whose name holds a comma, as %2C");

    private final String description;

    Chain(String description) {
      this.description = description;
    }

    @Override
    public String toString() {
      return description;
    }
  }

  private final IcebergSteps steps;

  ReferencedBySuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Chain.class)
  @Verifies("ICE-VLD-11")
  void aViewLoadedThroughViewsIsAnsweredAsWithoutThem(Chain chain) {
    ViewSteps.CreatedView view = steps.views().created("reached");
    View plain = steps.views().loaded(view.name());
    String referencedBy = chainOf(chain);
    Exchange loaded = steps.client().loadViewThrough(steps.namespace(), view.name(), referencedBy);
    Expect.status(loaded, 200);
    ViewSteps.expectSame(plain, View.in(loaded), loaded);
  }

  @Test
  @Verifies("ICE-VLD-11")
  @RequiresOperation({"createTable", "loadTable"})
  void aTableLoadedThroughAViewIsAnsweredAsWithoutIt() {
    TableSteps.CreatedTable table = steps.tables().created("reached");
    String plainUuid = steps.tables().loadedUuid(table.namespace(), table.name());
    String referencedBy = chainOf(Chain.ONE_VIEW);
    Exchange loaded =
        steps.client().loadTableThrough(table.namespace(), table.name(), referencedBy);
    Expect.status(loaded, 200);
    Expect.equal("table-uuid", plainUuid, TableSteps.uuidIn(loaded), loaded);
  }

  /** Makes the chain's views and writes the chain as it goes into the query, encoded. */
  private String chainOf(Chain chain) {
    List<String> namespace = steps.namespace();
    String unit = IcebergCatalogClient.UNIT_SEPARATOR;
    return switch (chain) {
      case ONE_VIEW -> identifier(namespace, outerView(), unit);
      case TWO_VIEWS ->
          identifier(namespace, outerView(), unit) + "," + identifier(namespace, outerView(), unit);
      case IN_A_NESTED_NAMESPACE -> {
        List<String> nested = steps.namespaces().createdInside("via");
        String name = steps.newName("outer");
        Precondition.require(
            steps.views().createIn(nested, name),
            200,
            "create the view "
                + name
                + " in "
                + nested
                + " (its path joins them with %1F: ICE-NS-01)");
        yield identifier(nested, name, unit);
      }
      case ADVERTISED_SEPARATOR -> {
        String advertised = PathSegment.separatorInPath(steps.advertisedSeparatorOtherThanUnit());
        yield identifier(namespace, outerView(), advertised);
      }
      case COMMA_IN_A_NAME -> identifier(namespace, viewWithAComma(), unit);
    };
  }

  private String outerView() {
    return steps.views().created("outer").name();
  }

  /** A view named with a comma; a server that does not take such a name has no such chain. */
  private String viewWithAComma() {
    String name = steps.newName("outer") + ",comma";
    Exchange created = steps.views().createIn(steps.namespace(), name);
    if (created.isError() && !created.serverError()) {
      throw new NotApplicable(
          "the server does not take a view name with a comma (" + created.summary() + ")");
    }
    Precondition.require(created, 200, "create the view " + name);
    return name;
  }

  /** {@code {namespace}{separator}{viewName}}, each level and the name encoded (a comma: %2C). */
  private static String identifier(List<String> namespace, String view, String separator) {
    return IcebergCatalogClient.encodeNamespace(namespace, separator)
        + separator
        + PathSegment.encode(view);
  }
}
