package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonAnswers;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Paimon's table rename: 200 and moved, 404 for a missing table, 409 onto a taken name. */
@ConformanceSuite
class TableRenameSuite {

  /** Renames the server must refuse, each with its documented status. */
  enum Refused {
    MISSING_SOURCE(404, steps -> steps.renameTable(steps.newName("missing"), steps.newName("to"))),
    TAKEN_DESTINATION(
        409, steps -> steps.renameTable(steps.createdTable("source"), steps.createdTable("taken")));

    private final int status;
    private final Function<PaimonSteps, Exchange> rename;

    Refused(int status, Function<PaimonSteps, Exchange> rename) {
      this.status = status;
      this.rename = rename;
    }
  }

  private final PaimonSteps steps;

  TableRenameSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @Test
  @Verifies("PAI-TBL-01")
  void aRenamedTableIsFoundUnderItsNewNameOnly() {
    String from = steps.createdTable("renamed");
    String to = steps.newName("renamed_to");
    Expect.status(steps.renameTable(from, to), 200);
    Expect.status(steps.client().getTable(steps.database(), from), 404);
    Expect.status(steps.client().getTable(steps.database(), to), 200);
  }

  @Test
  @Verifies("PAI-TBL-02")
  void renamingAMissingTableAnswers404() {
    Expect.status(Refused.MISSING_SOURCE.rename.apply(steps), 404);
  }

  @Test
  @Verifies("PAI-TBL-03")
  void renamingOntoATakenNameAnswers409AndChangesNeitherTable() {
    String from = steps.createdTable("source");
    String to = steps.createdTable("taken");
    Exchange before = steps.client().getTable(steps.database(), to);
    Expect.status(steps.renameTable(from, to), 409);
    Expect.status(steps.client().getTable(steps.database(), from), 200);
    Exchange after = steps.client().getTable(steps.database(), to);
    Expect.equal(
        "the destination's id",
        PaimonAnswers.tableId(before),
        PaimonAnswers.tableId(after),
        before,
        after);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Refused.class)
  @Verifies("PAI-TBL-04")
  void aRefusedRenameNamesResourceTypeTable(Refused refused) {
    Exchange error = refused.rename.apply(steps);
    Precondition.require(error, refused.status, "have the rename refused");
    PaimonSteps.expectResourceType(error, "TABLE");
  }
}
