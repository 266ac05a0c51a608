package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import dev.catalogkit.protocols.iceberg.checks.TableSteps.CreatedTable;
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.RequestCases.Kind;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Renames a server refuses (the Rename a table page): what a refusal leaves in the listings, and
 * identifiers that do not have the documented shape.
 */
@ConformanceSuite
@RequiresOperation({"createTable", "renameTable"})
class RefusedRenameSuite {

  /** A rename the server must refuse, by why. */
  enum Refusal {
    /** 404: the source table does not exist. */
    MISSING_TABLE,
    /** 409: a table of the destination's name exists. */
    ONTO_A_TABLE,
    /** 409: a view of the destination's name exists. */
    ONTO_A_VIEW
  }

  private final IcebergSteps steps;

  RefusedRenameSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  /** Whether the status is right is ICE-REN-03, -05 and -06's to judge; here, the listings. */
  @ParameterizedTest(name = "{0}")
  @EnumSource(Refusal.class)
  @Verifies("ICE-REN-09")
  @RequiresOperation({"createNamespace", "listTables"})
  void aRefusedRenameLeavesBothTableListingsAsTheyWere(Refusal refusal) {
    List<String> from = steps.namespaces().createdContainer("rename_from");
    List<String> to = steps.namespaces().createdContainer("rename_to");
    String source = steps.tables().created(from, steps.newName("source")).name();
    String destination = destinationFor(refusal, to);
    List<String> fromBefore = steps.namespaces().listedNames(PagedList.TABLES, from);
    List<String> toBefore = steps.namespaces().listedNames(PagedList.TABLES, to);
    Exchange renamed =
        steps
            .tables()
            .rename(
                from,
                refusal == Refusal.MISSING_TABLE ? steps.newName("absent") : source,
                to,
                destination,
                null);
    Precondition.require(
        renamed.answered() && renamed.status() / 100 == 4,
        "the rename is refused (4xx): " + renamed.summary());
    Expect.equal(
        "tables listed in " + from,
        fromBefore,
        steps.namespaces().listedNames(PagedList.TABLES, from),
        renamed);
    Expect.equal(
        "tables listed in " + to,
        toBefore,
        steps.namespaces().listedNames(PagedList.TABLES, to),
        renamed);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedIdentifiers")
  @Verifies("ICE-REN-10")
  @RequiresOperation("createNamespace")
  void aMalformedIdentifierAnswers400(Case broken) {
    CreatedTable table = steps.tables().createdOfItsOwn("malformed");
    Exchange renamed = steps.tables().renameBroken(table, steps.newName("destination"), broken);
    Expect.status(renamed, 400);
    // the table is alone in its namespace: a listing of just it shows that nothing moved
    Expect.equal(
        "tables listed in " + table.namespace(),
        List.of(table.name()),
        steps.namespaces().listedNames(PagedList.TABLES, table.namespace()),
        renamed);
  }

  /**
   * Inside source or destination: a member left out, or of the wrong JSON type (the document), and
   * a name sent as null.
   */
  static Stream<Case> malformedIdentifiers(RunContext run) {
    return Stream.concat(
        TableSteps.renameCases(run, RefusedRenameSuite::insideAnIdentifier),
        TableSteps.renameNullNames());
  }

  static boolean insideAnIdentifier(Case broken) {
    return broken.path().size() > 1
        && (broken.kind() == Kind.MISSING_REQUIRED || broken.kind() == Kind.WRONG_TYPE);
  }

  /** The destination name for the refusal: free, or taken by an object made here. */
  private String destinationFor(Refusal refusal, List<String> namespace) {
    String name = steps.newName("destination");
    switch (refusal) {
      case ONTO_A_TABLE -> steps.tables().created(namespace, name);
      case ONTO_A_VIEW -> {
        steps.requireOffered("createView");
        Precondition.require(
            steps.views().createIn(namespace, name), 200, "create the view " + name);
      }
      case MISSING_TABLE -> {}
    }
    return name;
  }
}
