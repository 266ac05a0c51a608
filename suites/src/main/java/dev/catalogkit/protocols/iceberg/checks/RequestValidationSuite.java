package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.TableSteps.CreatedTable;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.CreatedView;
import dev.catalogkit.protocols.iceberg.checks.ViewSteps.Guard;
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.RequestCases.Kind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Requests broken in the ways the kit's OpenAPI document defines: every case comes from the request
 * schemas and parameters (RequestCases), named by its place in the document, and is sent in an
 * otherwise valid request. The server answers 400 and changes nothing.
 */
@ConformanceSuite
class RequestValidationSuite {

  /** The property the valid commit would set: a refused commit must not set it. */
  private static final String PROPERTY = "kit.broken-commit";

  private final IcebergSteps steps;

  RequestValidationSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("wronglyTypedViews")
  @Verifies("ICE-REQ-01")
  @RequiresOperation({"createView", "loadView"})
  void aCreateViewBodyWithAWrongTypeOrValueAnswers400AndCreatesNothing(Case broken) {
    steps.views().expectBrokenCreateRefused(broken, "mistyped");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("wronglyTypedRenames")
  @Verifies("ICE-REQ-01")
  @RequiresOperation({"createNamespace", "createTable", "loadTable", "renameTable"})
  void aRenameBodyWithAWrongTypeAnswers400AndMovesNothing(Case broken) {
    CreatedTable table = steps.tables().createdOfItsOwn("mistyped");
    String destination = steps.newName("destination");
    Exchange rejected = steps.tables().renameBroken(table, destination, broken);
    Expect.status(rejected, 400);
    Expect.equal(
        "table-uuid at the source",
        table.uuid(),
        steps.tables().loadedUuid(table.namespace(), table.name()),
        rejected);
    steps.tables().expectNone(table.namespace(), destination);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("brokenCommits")
  @Verifies("ICE-REQ-02")
  @RequiresOperation({"createView", "loadView", "replaceView"})
  void aBrokenReplaceAnswers400AndChangesNothing(Case broken) {
    CreatedView view = steps.views().created("broken_commit");
    View before = steps.views().loaded(view.name());
    Exchange rejected =
        steps
            .views()
            .replaceBroken(
                view.name(),
                broken,
                Guard.uuid(view.uuid()),
                ViewUpdate.setProperty(PROPERTY, "set"));
    Expect.status(rejected, 400);
    View after = steps.views().loaded(view.name());
    ViewSteps.expectSame(before, after, rejected);
    Expect.that(
        !after.property(PROPERTY).isPresent(),
        "no " + PROPERTY + " property (the refused commit applied nothing)",
        PROPERTY + " = " + after.property(PROPERTY),
        rejected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("pageSizesBelowTheMinimum")
  @Verifies("ICE-REQ-03")
  void aPageSizeBelowItsMinimumAnswers400(Case broken) {
    steps.requireOffered(broken.operationId());
    Map<String, String> query = new HashMap<>();
    query.put(DocumentCases.parameter(broken), DocumentCases.value(broken));
    List<String> namespace = steps.namespace();
    if (broken.operationId().equals("listNamespaces")) {
      // the children of the run's namespace: the top-level listing is ICE-DISC-02's
      query.put("parent", namespace.get(0));
      namespace = null;
    }
    Expect.status(steps.client().listPage(broken.operationId(), namespace, query), 400);
  }

  static Stream<Case> wronglyTypedViews(RunContext run) {
    return ViewSteps.createCases(run, RequestValidationSuite::wrongTypeOrValue);
  }

  /** A source or destination that is no object; inside an identifier it is ICE-REN-10's. */
  static Stream<Case> wronglyTypedRenames(RunContext run) {
    return TableSteps.renameCases(
        run, broken -> wrongTypeOrValue(broken) && broken.path().size() == 1);
  }

  /** Every case of the commit but a missing updates member, which ICE-VRP-09 names. */
  static Stream<Case> brokenCommits(RunContext run) {
    return ViewSteps.replaceCases(run, broken -> !RejectedReplaceSuite.leavesOutTheUpdates(broken));
  }

  static Stream<Case> pageSizesBelowTheMinimum(RunContext run) {
    return Stream.of("listNamespaces", "listTables", "listViews")
        .flatMap(operation -> DocumentCases.queryCases(run.spec(), operation))
        .filter(broken -> broken.kind() == Kind.BELOW_MINIMUM);
  }

  private static boolean wrongTypeOrValue(Case broken) {
    return broken.kind() == Kind.WRONG_TYPE || broken.kind() == Kind.UNKNOWN_ENUM;
  }
}
